/** The words of the moving parts (carousels, the testimonial strip): their pause/play button and slide dots. */
export const carousel = {
  pause: 'Pause',
  play: 'Play',
  /** The button's spoken name: its visible word and what it moves. */
  pauseLabel: (label: string) => `Pause ${label.toLowerCase()}`,
  playLabel: (label: string) => `Play ${label.toLowerCase()}`,
  showSlide: (number: number) => `Show slide ${number}`,
} as const
