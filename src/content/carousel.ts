/** The words of the moving parts (carousels, the testimonial strip): their pause/play button and slide dots. */
export const carousel = {
  /** What a screen reader calls the region (aria-roledescription). */
  roleDescription: 'carousel',
  pause: 'Pause',
  play: 'Play',
  /** The button's spoken name: its visible word (pause or play) and what it moves. */
  buttonName: (word: string, label: string) => `${word} ${label.toLowerCase()}`,
  showSlide: (number: number) => `Show slide ${number}`,
} as const
