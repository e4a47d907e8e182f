import type * as en from '../not-found'
import type { Localised } from '../localised'

export const notFound: Localised<typeof en.notFound> = {
  title: 'पृष्ठ नहीं मिला',
  description: 'आप जो पृष्ठ खोज रहे हैं, वह मौजूद नहीं है।',
  text: 'हमें यह पृष्ठ नहीं मिला। हो सकता है यह कहीं और चला गया हो, या लिंक में कोई अक्षर गलत हो।',
  back: 'मुखपृष्ठ पर लौटें',
}
