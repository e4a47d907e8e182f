import { AccordionList } from '../../components/accordion-list/accordion-list'
import { curriculum, curriculumSection } from '../../content/counsellor'

/** The 13-session curriculum: number, title and "25 minutes" per row. */
export function CurriculumAccordion() {
  return (
    <AccordionList
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
        aside: `${session.minutes} minutes`,
        body: <p>{curriculumSection.sessionDetail(session)}</p>,
      }))}
    />
  )
}
