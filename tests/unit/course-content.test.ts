/**
 * The counsellor course's content (src/course): 12 lessons in the curriculum's order, fair checks, a bank the
 * assessment can draw from, the practical's rubric, English and Hindi alike, and every illustration on disk.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { curriculum as curriculumEn } from '../../src/content/counsellor-facts'
import { curriculum as curriculumHi } from '../../src/content/hi/counsellor-facts'
import { bank, lessons, practicalBrief, rubric, type CourseLanguage } from '../../src/course/course'
import { courseTopics, type Lesson, type LessonBlock } from '../../src/course/types'

const languages: readonly CourseLanguage[] = ['en', 'hi']
const optionIds = ['a', 'b', 'c', 'd']

/** Every word a counsellor reads in a lesson: its blocks and its checks. */
function lessonWords(lesson: Lesson): number {
  const blockText = (block: LessonBlock): string[] => {
    switch (block.kind) {
      case 'list':
        return [...block.items]
      case 'example':
        return [block.title, ...block.text]
      case 'figure':
        return [block.caption]
      default:
        return [block.text]
    }
  }
  const text = [
    lesson.title,
    lesson.summary,
    ...lesson.blocks.flatMap(blockText),
    ...lesson.checks.flatMap((check) => [
      check.prompt,
      ...check.options.map((option) => option.text),
      check.explanation,
    ]),
  ].join(' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Reading at 150 words a minute, and a minute to answer each check. */
const readingMinutes = (lesson: Lesson) => lessonWords(lesson) / 150 + lesson.checks.length

/** The shape of a lesson, without its words: what the Hindi lesson must share with the English one. */
const shape = (lesson: Lesson) => ({
  id: lesson.id,
  session: lesson.session,
  minutes: lesson.minutes,
  topic: lesson.topic,
  blocks: lesson.blocks.map((block) =>
    block.kind === 'figure'
      ? { kind: block.kind, file: block.file }
      : block.kind === 'example'
        ? { kind: block.kind, reportPage: block.reportPage }
        : block.kind === 'list'
          ? { kind: block.kind, ordered: block.ordered }
          : { kind: block.kind },
  ),
  checks: lesson.checks.map((check) => ({
    id: check.id,
    options: check.options.map((option) => option.id),
    answer: check.answer,
  })),
})

const svgPath = (file: string) => path.join('public/images/course', `${file}.svg`)

type Question = { options: readonly { id: string; text: string }[]; answer: string }

/** How many of a question's options are longer (in characters) than its right answer: 0 when it is the longest. */
function longerOptions(question: Question): number {
  const right = question.options.find((option) => option.id === question.answer)?.text.length ?? 0
  return question.options.filter((option) => option.text.length > right).length
}

/**
 * What a test-wise candidate scores who always picks the option at one place by length (0: the longest, 1: the
 * second longest...), ties broken at random.
 */
function scoreByLength(questions: readonly Question[], place: number): number {
  const expected = questions.map((question) => {
    const right = question.options.find((option) => option.id === question.answer)?.text.length ?? 0
    const longer = longerOptions(question)
    const tied = question.options.filter((option) => option.text.length === right).length
    return place >= longer && place < longer + tied ? 1 / tied : 0
  })
  return expected.reduce((sum, score) => sum + score, 0) / questions.length
}

describe.each(languages)('the course in %s', (language) => {
  const all = lessons(language)
  const curriculum = language === 'hi' ? curriculumHi : curriculumEn

  it('has the 12 teaching sessions of the curriculum, in order, with their titles', () => {
    const teaching = curriculum.filter((session) => !session.isAssessment)
    expect(all.map((lesson) => lesson.title)).toEqual(teaching.map((session) => session.title))
    expect(all.map((lesson) => lesson.session)).toEqual(teaching.map((session) => session.number))
    expect(all.map((lesson) => lesson.id)).toEqual(
      teaching.map((_, i) => `l${String(i + 1).padStart(2, '0')}`),
    )
  })

  it.each(lessons(language).map((lesson) => [lesson.id, lesson] as const))(
    '%s: 3-5 fair checks, 20-30 minutes, a figure, no placeholder',
    (_, lesson) => {
      expect(lesson.checks.length).toBeGreaterThanOrEqual(3)
      expect(lesson.checks.length).toBeLessThanOrEqual(5)
      for (const check of lesson.checks) {
        expect(check.options.map((option) => option.id)).toEqual(optionIds.slice(0, check.options.length))
        expect(check.options.length).toBeGreaterThanOrEqual(3)
        expect(check.options.map((option) => option.id)).toContain(check.answer)
        expect(new Set(check.options.map((option) => option.text)).size).toBe(check.options.length)
        expect(check.explanation.length).toBeGreaterThan(20)
      }
      expect(new Set(lesson.checks.map((check) => check.id)).size).toBe(lesson.checks.length)
      const minutes = readingMinutes(lesson)
      expect(minutes, `${lesson.id}: ${lessonWords(lesson)} words`).toBeGreaterThanOrEqual(20)
      expect(minutes, `${lesson.id}: ${lessonWords(lesson)} words`).toBeLessThanOrEqual(30)
      expect(lesson.minutes).toBe(25)
      expect(courseTopics).toContain(lesson.topic)
      expect(lesson.blocks.some((block) => block.kind === 'figure')).toBe(true)
      expect(JSON.stringify(lesson)).not.toMatch(/TODO|lorem|TBD|xxx/i)
    },
  )

  it('draws every figure from public/images/course, with a Devanagari twin where it has words', () => {
    const figures = all.flatMap((lesson) => lesson.blocks.filter((block) => block.kind === 'figure'))
    expect(figures.length).toBeGreaterThanOrEqual(12)
    for (const figure of figures) {
      expect(existsSync(svgPath(figure.file)), figure.file).toBe(true)
      expect(figure.alt.length, figure.file).toBeGreaterThan(20)
      if (/<text/.test(readFileSync(svgPath(figure.file), 'utf8')))
        expect(existsSync(svgPath(`${figure.file}.hi`)), `${figure.file}.hi`).toBe(true)
    }
  })

  it('has a bank of at least 80 questions, at least 8 per topic, four options and a valid answer each', () => {
    const questions = bank(language)
    expect(questions.length).toBeGreaterThanOrEqual(80)
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length)
    for (const topic of courseTopics)
      expect(questions.filter((question) => question.topic === topic).length, topic).toBeGreaterThanOrEqual(8)
    for (const question of questions) {
      expect(question.id).toMatch(/^q\d{3}$/)
      expect(question.options.map((option) => option.id)).toEqual(optionIds)
      expect(optionIds).toContain(question.answer)
      expect(new Set(question.options.map((option) => option.text)).size).toBe(4)
      expect(question.kind === 'case').toBe(question.case !== null && question.case.length > 40)
      expect(JSON.stringify(question)).not.toMatch(/all of the above|none of the above|इनमें से सभी|उपरोक्त सभी/i)
    }
    expect(questions.filter((question) => question.kind === 'case').length).toBeGreaterThanOrEqual(16)
  })

  it('spreads the right answers evenly over a-d', () => {
    const questions = bank(language)
    for (const id of optionIds) {
      const share = questions.filter((question) => question.answer === id).length / questions.length
      expect(share, id).toBeGreaterThan(0.2)
      expect(share, id).toBeLessThan(0.3)
    }
  })

  /*
   * A test-wise candidate who picks the longest option must score little better than chance (25%), and no other
   * place by length may become the new tip: the right answer is the longest option in at most 30% of the questions
   * and the shortest in at least 15%, and always picking the longest, the second, the third or the shortest option
   * scores at most 35%.
   */
  it.each([
    ['the bank', () => bank(language)],
    ['the lessons’ checks', () => all.flatMap((lesson) => lesson.checks)],
  ] as const)('does not give away the right answer by its length in %s', (_, questions) => {
    const asked = questions()
    const longest = asked.filter((question) => longerOptions(question) === 0).length
    const shortest = asked.filter(
      (question) => longerOptions(question) === question.options.length - 1,
    ).length
    const scores = [0, 1, 2, 3].map((place) => scoreByLength(asked, place))
    const seen = `${longest} longest, ${shortest} shortest of ${asked.length}; picking by length scores ${scores
      .map((score) => `${Math.round(score * 100)}%`)
      .join(', ')}`
    expect(longest / asked.length, seen).toBeLessThanOrEqual(0.3)
    expect(shortest / asked.length, seen).toBeGreaterThanOrEqual(0.15)
    for (const score of scores) expect(score, seen).toBeLessThanOrEqual(0.35)
  })

  it('has a rubric of 5-7 criteria with what 0, 1 and 2 points look like, and the practical’s brief', () => {
    const criteria = rubric(language)
    expect(criteria.length).toBeGreaterThanOrEqual(5)
    expect(criteria.length).toBeLessThanOrEqual(7)
    for (const criterion of criteria)
      for (const level of criterion.levels) expect(level.length).toBeGreaterThan(15)
    expect(practicalBrief(language).join(' ').length).toBeGreaterThan(300)
  })
})

describe('English and Hindi', () => {
  it('share every lesson’s ids, structure and right answers', () => {
    expect(lessons('hi').map(shape)).toEqual(lessons('en').map(shape))
  })

  it('share the bank’s ids, kinds, topics and right answers, and the rubric’s criteria', () => {
    const key = (language: CourseLanguage) =>
      bank(language).map((question) => ({
        id: question.id,
        kind: question.kind,
        topic: question.topic,
        answer: question.answer,
      }))
    expect(key('hi')).toEqual(key('en'))
    expect(rubric('hi').map((criterion) => criterion.id)).toEqual(
      rubric('en').map((criterion) => criterion.id),
    )
  })

  it('writes the Hindi in Devanagari', () => {
    for (const lesson of lessons('hi')) expect(lesson.summary).toMatch(/[\u0900-\u097f]/)
    for (const question of bank('hi')) expect(question.prompt).toMatch(/[\u0900-\u097f]/)
  })
})
