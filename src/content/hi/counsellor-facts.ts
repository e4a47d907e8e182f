/** The counsellor curriculum in Hindi: the English module's sessions, numbers and lengths, with Hindi titles. */
import * as en from '../counsellor-facts'
import type { Localised } from '../localised'
import { withWords } from './with-words'

export { SESSION_MINUTES, curriculumLooks, type CurriculumSession } from '../counsellor-facts'

/** One title per English session, in the same order (the final assessment last). */
const titles = [
  'स्वागत: एजुकेशनल एक्सीलेंस काउंसलर की भूमिका',
  'Success Blueprint कैसे बनता है: 33 क्षेत्रों में 231 पहलू',
  'व्यक्तित्व और स्वभाव को समझना',
  'योग्यता, सीखने के तरीके और पढ़ाई की आदतें',
  'खूबियाँ, चुनौतियाँ और उन पर बात करने का तरीका',
  'करियर समूह और भारत में शिक्षा का रास्ता',
  '6-24 महीने का कौशल रोडमैप बनाना',
  'काउंसलिंग सत्र: शुरुआत से अंत तक',
  'अभिभावकों की काउंसलिंग: अपेक्षाएँ, दबाव और सहारा',
  'नैतिकता, गोपनीयता और पेशेवर आचरण',
  'अपनी प्रैक्टिस बढ़ाना: स्कूल, सेमिनार और रेफ़रल',
  'आपका डैशबोर्ड, लीड और फ़ॉलो-अप की दिनचर्या',
  'अंतिम मूल्यांकन और सर्टिफ़िकेशन',
] as const

export const curriculum: Localised<typeof en.curriculum> = withWords(
  en.curriculumLooks,
  titles.map((title) => ({ title })),
)
