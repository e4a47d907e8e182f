/**
 * The practical (after the final assessment): the counsellor writes a debrief plan for a sample report, and staff
 * score it against this rubric in the back office (0, 1 or 2 points per criterion). The Hindi twin is rubric.hi.ts.
 */
import type { RubricCriterion } from './types'

/** What the counsellor reads before writing the plan. */
export const practicalBrief: readonly string[] = [
  'Your practical: write a debrief plan for the sample report.',
  'Open the sample Success Blueprint report of Aarav, a fictional class 9 boy (from the Success Blueprint page, in English or Hindi). Imagine that his mother has booked a 45-minute debrief with you, and that she wrote when booking: "We want to know whether he should take science after class 10. His maths is only average."',
  'Write the plan you would follow, in your own words, in about 400 to 800 words. Include: what you prepare beforehand and what you check in the report; how you open and what you say about what the scan measures and does not; the two or three strengths you will discuss and the one growing area, with the words you would use; what you will say about the stream decision for his class, the exams each relevant stream leads to, and how sure the report is; the three steps you would propose for the next months, each with who, what and when; how you close, and what you would write in your note to the parent; and what you would do if, during the session, Aarav or his mother raised a sign of distress.',
  'Write only about the sample report, and invent no facts about exams: where a date or rule matters, say "usually" and how the family would check it. Use no real child’s data.',
  'Our staff score the plan against the rubric below, from 0 to 2 points on each criterion, and either approve it or return it with comments, after which you can submit again.',
]

export const rubric: readonly RubricCriterion[] = [
  {
    id: 'preparation',
    title: 'Preparation and reading of the report',
    levels: [
      'No sign that the report was read before the session; no mention of the class, the careless-answering check or the counsellor’s view.',
      'The report is read, but preparation is partial: the class or the check for a careless-answering notice is missing, or the five things to mark are not clear.',
      'Both views read; the careless-answering check done; the class and the family’s question noted; strengths, a growing area, the leading families or streams (with ties) and the decision for this class marked.',
    ],
  },
  {
    id: 'scan-limits',
    title: 'What the scan measures, said plainly',
    levels: [
      'The report is presented as a test of ability, a diagnosis or a prediction, or its limits are not mentioned.',
      'The limits are mentioned but vaguely, or "aptitude" is left to be read as ability.',
      'Early in the session, in plain words: preferences from Aarav’s own answers, not ability, not a diagnosis; bands rather than scores; the parent’s knowledge invited; the report’s own sentence on certainty used.',
    ],
  },
  {
    id: 'strengths',
    title: 'Strengths and the growing area, in words that help',
    levels: [
      'Labels, scores or comparisons; a growing area presented as a weakness; or no strengths named.',
      'Strengths named but without evidence from the answers, or the growing area given more weight than the strengths.',
      'Two or three strengths named in the report’s words with evidence from Aarav’s answers and a use for each; one growing area presented as a skill with what helps; close strengths spoken of together.',
    ],
  },
  {
    id: 'decision',
    title: 'The stream decision and the exams, with correct facts',
    levels: [
      'A verdict is given ("he must take PCM"), facts are wrong or invented (dates, cut-offs, eligibility), or the class is ignored.',
      'The decision is discussed, but without the report’s conditions ("what to check"), without ties, or with facts stated more surely than they are known.',
      'The report’s stream section read with its fit, reasons and conditions; the family’s maths worry answered with the three sources (enjoyment, marks, Aarav’s wish); the exams each stream leads to stated correctly with "usually" and the official source; the decision placed in class 10.',
    ],
  },
  {
    id: 'plan',
    title: 'A plan the family can follow',
    levels: [
      'No concrete steps, or steps that cannot be checked ("explore engineering").',
      'Steps are given but lack who, what or when, or do not fit the family or the class.',
      'Three steps for the next months, each with who, what, when and how they will know; at least one chosen by Aarav; a follow-up date; the parent note summarised as something the child could read.',
    ],
  },
  {
    id: 'care',
    title: 'Consent, privacy and referral',
    levels: [
      'No mention of privacy or of what to do on signs of distress, or an answer that would keep a safety concern secret.',
      'Privacy or referral mentioned, but the steps are incomplete (no parent told, no helpline or professional named).',
      'The report kept in the product and private notes kept apart from the parent note; on a sign of distress, the agenda stopped, the parent told, and a school counsellor, clinical psychologist or doctor and Tele-MANAS (14416) named, with 112 or a hospital in an emergency.',
    ],
  },
]
