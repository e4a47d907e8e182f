/**
 * Answer patterns of children with clear, opposite leanings, kept as data so that the tests and
 * `npm run report:audit` check the model against them: each leans to one career family, which must lead (or tie)
 * in the profile. They are patterns written by hand from the questions, not real children. The last one, the child
 * who picked the middle of every scale and spread the choices, leans nowhere: no family may lead it clearly.
 */
import type { Answers, CareerFamilyId, SchoolSubject } from './types'

export interface Archetype {
  id: string
  /** In words, for the audit. */
  label: string
  /** The family that must lead or tie; null for a child who leans nowhere. */
  expected: CareerFamilyId | null
  answers: Answers
  /**
   * The subjects such a child's parent would name at consent as enjoyed most and least (class 10's subjects): the
   * audit's reports are made with them, as a real report is. The all-middle child's parent names none.
   */
  subjects: { enjoys: readonly SchoolSubject[]; dislikes: readonly SchoolSubject[] }
}

/** 27 answers in question order (q01..q27): a choice's letter or a rating 1-5. */
function pattern(letters: string): Answers {
  const answers = letters.split(' ')
  if (answers.length !== 27) throw new Error(`an archetype has ${answers.length} answers, not 27`)
  return Object.fromEntries(answers.map((answer, i) => [`q${String(i + 1).padStart(2, '0')}`, answer]))
}

//                 q01 .. q09            q10 .. q18            q19 .. q27
export const archetypes: readonly Archetype[] = [
  {
    id: 'builder',
    label: 'the builder (fixes cycles, Lego, robotics club)',
    expected: 'technical-scientific',
    answers: pattern('a d 4 a c c b 3 a  a d c a d d 3 a b  4 a c 4 b d 4 d 5'.replace(/ {2}/g, ' ')),
    subjects: { enjoys: ['maths', 'science', 'computer-science'], dislikes: ['hindi', 'social-science'] },
  },
  {
    id: 'artist',
    label: 'the artist (drawing, acting, rangoli, art club)',
    expected: 'creative-media',
    answers: pattern('c a 2 c e b a 3 d  c a a b a a 4 b d  3 b d 2 b d 3 b 4'.replace(/ {2}/g, ' ')),
    subjects: { enjoys: ['art', 'music', 'english'], dislikes: ['maths'] },
  },
  {
    id: 'carer',
    label: 'the carer (notices feelings, health club, helps elders)',
    expected: 'healthcare-life-sciences',
    answers: pattern('b b 4 d b b d 3 c  d b d c b a 5 c a  4 c a 3 d b 4 c 2'.replace(/ {2}/g, ' ')),
    subjects: { enjoys: ['science', 'english'], dislikes: ['maths'] },
  },
  {
    id: 'organiser',
    label: 'the organiser (accounts, savings, plans, lists)',
    expected: 'banking-money-management',
    answers: pattern('b c 5 a d c e 4 b  a c b d c c 3 e c  4 d b 5 a c 3 c 4'.replace(/ {2}/g, ' ')),
    subjects: { enjoys: ['maths', 'computer-science'], dislikes: ['art'] },
  },
  {
    id: 'leader',
    label: 'the leader (directs the play, debate club, business ideas)',
    expected: 'management-corporate',
    answers: pattern('d b 3 d a d c 4 c  d b d d c b 4 b c  4 c a 3 c a 3 b 3'.replace(/ {2}/g, ' ')),
    subjects: { enjoys: ['english', 'social-science'], dislikes: ['science'] },
  },
  {
    id: 'citizen',
    label: 'the citizen (helps the country, settles quarrels, speaks at assembly)',
    expected: 'public-service-government',
    answers: pattern('d b 4 d b a c 4 c  a b d c c b 4 c a  5 c a 4 d a 4 c 3'.replace(/ {2}/g, ' ')),
    subjects: { enjoys: ['social-science', 'hindi'], dislikes: ['computer-science'] },
  },
  {
    id: 'investigator',
    label: 'the investigator (space and science, asks why, looks it up)',
    expected: 'technical-scientific',
    answers: pattern('b c 4 b c c d 3 a  c c e a d c 3 a b  5 a a 4 b d 5 d 4'.replace(/ {2}/g, ' ')),
    subjects: { enjoys: ['science', 'maths'], dislikes: ['physical-education'] },
  },
  {
    id: 'outdoors',
    label: 'the outdoors, hands-on child (sports, nature club, tries it with the hands)',
    expected: 'practical-field-work',
    answers: pattern('d d 3 c e d b 3 d  d d c e a e 3 b d  3 b c 2 b d 2 b 4'.replace(/ {2}/g, ' ')),
    subjects: { enjoys: ['physical-education', 'science'], dislikes: ['english'] },
  },
  {
    id: 'all-middle',
    label: 'the all-middle child (the middle of every scale, choices spread)',
    expected: null,
    answers: pattern('a b 3 c d a b 3 c  d a b c d a 3 b c  3 d a 3 b c 3 d 3'.replace(/ {2}/g, ' ')),
    subjects: { enjoys: [], dislikes: [] },
  },
]
