import { LazyAccordionList } from '../../components/accordion-list/lazy-accordion-list'
import { curriculum, curriculumSection } from '../../content/counsellor'

/** The 13-session curriculum: number, title and "25 minutes" per row. */
export function CurriculumAccordion() {
  return (
    <LazyAccordionList
      className="curriculum"
      items={curriculum.map((session) => ({
        id: `session-${session.number}`,
        marker: (
          <>
            <span className="visually-hidden">{curriculumSection.sessionLabel} </span>
            {session.number}
          </>
        ),
        title: session.title,
        aside: curriculumSection.minutes(session.minutes),
        body: <p>{curriculumSection.sessionDetail(session)}</p>,
      }))}
    />
  )
}
