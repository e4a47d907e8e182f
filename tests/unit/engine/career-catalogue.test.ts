/**
 * The career catalogue's facts (issue 51 point 3, after a careers counsellor's reading): the usual entrance of the
 * careers it got wrong, Hindi texts that end their sentences with "।", and careers matched to a child so that one
 * whose usual route requires a subject the child enjoys least comes after all the others.
 */
import { describe, expect, it } from 'vitest'
import { archetypes } from '../../../src/engine/archetypes'
import {
  careerCatalogue,
  examIds,
  needsDisliked,
  type CatalogueCareer,
} from '../../../src/engine/career-catalogue'
import { catalogueEn } from '../../../src/engine/career-catalogue.en'
import { catalogueHi } from '../../../src/engine/career-catalogue.hi'
import { scanModels } from '../../../src/engine/model'
import { contextFromClass } from '../../../src/engine/report'
import { matchCareers } from '../../../src/engine/report-advice'
import { scoreAnswers } from '../../../src/engine/score'
import type { CareerFamilyId } from '../../../src/engine/types'

const career = (id: string) => careerCatalogue.find((candidate) => candidate.id === id)!

describe('the career catalogue', () => {
  it('names each career and exam in English and in Hindi', () => {
    for (const texts of [catalogueEn, catalogueHi]) {
      expect(Object.keys(texts.careers).sort()).toEqual(careerCatalogue.map((entry) => entry.id).sort())
      expect(Object.keys(texts.exams).sort()).toEqual([...examIds].sort())
    }
  })

  it('gives the usual entrance a counsellor would name', () => {
    // Merchant navy: IMU CET, PCM in class 12, eyesight and medical standards; not a college's own test.
    expect(career('merchant-navy-officer').exams).toEqual(['imu-cet'])
    expect(career('merchant-navy-officer').requires).toEqual(['physics', 'chemistry', 'maths'])
    expect(catalogueEn.careers['merchant-navy-officer']!.course).toMatch(
      /physics, chemistry and maths.*eyesight/,
    )
    expect(catalogueEn.exams['imu-cet'].when).toBe('usually in May or June')
    // Pilot: PCM, the DGCA medicals, the cost of training.
    expect(career('pilot').requires).toEqual(['physics', 'maths'])
    expect(catalogueEn.careers.pilot!.course).toMatch(/DGCA Class 1 medical; the training is costly/)
    expect(catalogueEn.exams['flying-school'].name).toContain('DGCA Class 2 medical')
    // Electrician: the ITI trade is entered by ITI admission (merit, state counselling), not the diploma's entrance.
    expect(career('electrician').exams).toEqual(['iti'])
    expect(catalogueEn.exams.iti.name).toMatch(/merit.*counselling/)
    // Research scientist: IISER's aptitude test and NEST beside JEE Advanced and CUET.
    expect(career('research-scientist').exams).toEqual(['iiser-iat', 'nest', 'jee-advanced', 'cuet-ug'])
    // Teacher: the integrated B.Ed (ITEP) through NCET.
    expect(career('teacher').exams).toContain('ncet')
    expect(catalogueEn.exams.ncet.name).toContain('ITEP')
    expect(catalogueHi.exams.ncet.name).toContain('आईटीईपी')
  })

  it('ends no Hindi sentence with a full stop ("।" in Hindi; abbreviations such as बी.एससी keep theirs)', () => {
    const texts = [
      ...Object.values(catalogueHi.careers).flatMap((entry) => [entry.title, entry.course, entry.work]),
      ...Object.values(catalogueHi.exams).flatMap((exam) => [exam.name, exam.when]),
    ]
    for (const text of texts) {
      expect(text, text).not.toMatch(/\.$/)
      expect(text, text).not.toMatch(/\.\s/)
    }
  })

  it('says which school subjects a career requires, for the matching', () => {
    expect(needsDisliked(career('pilot'), ['maths'])).toBe(true)
    expect(needsDisliked(career('pilot'), ['art'])).toBe(false)
    // A child of classes 6-10 names "science": every career that requires a science.
    expect(needsDisliked(career('doctor'), ['science'])).toBe(true)
    expect(needsDisliked(career('research-scientist'), ['science'])).toBe(true)
    // A class 11-12 child who enjoys physics least may still do research in biology.
    expect(needsDisliked(career('research-scientist'), ['physics'])).toBe(false)
    expect(needsDisliked(career('graphic-designer'), ['maths', 'science'])).toBe(false)
  })
})

describe('careers matched to a child', () => {
  const families = [...new Set(careerCatalogue.map((entry) => entry.family))] as CareerFamilyId[]

  it('does not offer the artist who enjoys maths least a pilot or a merchant navy officer first', () => {
    const artist = archetypes.find((archetype) => archetype.id === 'artist')!
    expect(artist.subjects.dislikes).toContain('maths')
    const context = { ...contextFromClass(10), ...artist.subjects }
    const matched = matchCareers(scoreAnswers(scanModels.en, artist.answers), context, 'practical-field-work')
    expect(matched.map((entry) => entry.id)).not.toContain('pilot')
    expect(matched.map((entry) => entry.id)).not.toContain('merchant-navy-officer')
  })

  it('ranks a career that requires a subject the child enjoys least below every other, for every archetype', () => {
    for (const archetype of archetypes) {
      for (const classLevel of [7, 10]) {
        const context = { ...contextFromClass(classLevel), ...archetype.subjects }
        const profile = scoreAnswers(scanModels.en, archetype.answers)
        for (const family of families) {
          const matched: CatalogueCareer[] = matchCareers(profile, context, family)
          const blocked = matched.map((entry) => needsDisliked(entry, context.dislikes))
          // Once a blocked career is listed, only blocked ones follow; and one is listed only to fill four places.
          expect(blocked, `${archetype.id} ${family}`).toEqual(
            [...blocked].sort((a, b) => Number(a) - Number(b)),
          )
          const open = careerCatalogue.filter(
            (entry) => entry.family === family && !needsDisliked(entry, context.dislikes),
          ).length
          if (open >= 4) expect(blocked.includes(true), `${archetype.id} ${family}`).toBe(false)
        }
      }
    }
  })
})
