import type * as en from '../carousel'
import type { Localised } from '../localised'

export const carousel: Localised<typeof en.carousel> = {
  roleDescription: 'स्लाइड शो',
  pause: 'रोकें',
  play: 'चलाएँ',
  buttonName: (word, label) => `${word}: ${label}`,
  showSlide: (number) => `स्लाइड ${number} दिखाएँ`,
}
