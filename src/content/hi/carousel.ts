import type * as en from '../carousel'
import type { Localised } from '../localised'

export const carousel: Localised<typeof en.carousel> = {
  pause: 'रोकें',
  play: 'चलाएँ',
  pauseLabel: (label) => `रोकें: ${label}`,
  playLabel: (label) => `चलाएँ: ${label}`,
  showSlide: (number) => `स्लाइड ${number} दिखाएँ`,
}
