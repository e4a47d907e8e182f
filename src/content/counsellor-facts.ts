/**
 * The counsellor curriculum (SPEC §9: 12 teaching sessions of 25 minutes plus a final assessment). Kept apart
 * from the landing-page copy so the counsellor FAQ can state it without loading the whole landing module.
 * Plain data: the brochure script imports it under Node too.
 */

export interface CurriculumSession {
  number: number
  title: string
  /** Minutes; every session of the programme is 25 minutes. */
  minutes: number
  isAssessment?: boolean
}

export const SESSION_MINUTES = 25

/** The sessions' titles, in order: 12 teaching sessions, then the final assessment. */
const titles = [
  'Welcome: the role of an Educational Excellence Counsellor',
  'How the Success Blueprint is built: 231 factors across 33 domains',
  'Reading personality and temperament',
  'Aptitude, learning styles and study habits',
  'Strengths, challenges and how to talk about them',
  'Career clusters and the Indian education pathway',
  'Building a 6-24 month skills roadmap',
  'Running a counselling session, start to finish',
  'Counselling parents: expectations, pressure and support',
  'Ethics, privacy and professional conduct',
  'Growing your practice: schools, seminars and referrals',
  'Your dashboard, leads and follow-up routine',
  'Final assessment and certification',
] as const

/**
 * Each session's number, length and kind, without its title: all that the Hindi twin takes from here, so the Hindi
 * site does not ship the English titles beside its own (issue 49).
 */
export const curriculumLooks: readonly Omit<CurriculumSession, 'title'>[] = [
  ...Array.from({ length: 12 }, (_, i) => ({ number: i + 1, minutes: SESSION_MINUTES })),
  { number: 13, minutes: SESSION_MINUTES, isAssessment: true },
]

/** 12 teaching sessions of 25 minutes plus the final assessment: 13 sessions in all. */
export const curriculum: readonly CurriculumSession[] = /* @__PURE__ */ curriculumLooks.map((look, i) => ({
  ...look,
  title: titles[i] ?? '',
}))
