import { lazy } from 'react'
import { HydratesLater } from '../hydrates-later/hydrates-later'
import type { AccordionListProps } from './accordion-list'
// Imported here, not only by the lazy chunk, so the prerendered page links the styles up front.
import './accordion-list.css'

/**
 * react-bootstrap's Accordion (with its transition code) costs about 8 KB gzip, enough to push the FAQ and
 * counsellor pages over their first-load budget. It loads as its own chunk instead: the prerendered HTML is
 * already on screen, and React hydrates this part as soon as the chunk arrives (a tap meanwhile is kept).
 */
const AccordionList = lazy(() => import('./accordion-list').then((m) => ({ default: m.AccordionList })))

/** Shown only on client-side navigation while the chunk loads: the same items, not yet interactive. */
function StaticAccordion({ items, headingLevel = 'h3', className }: AccordionListProps) {
  const Heading = headingLevel
  return (
    <div className={['accordion accordion-list', className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <div className="accordion-item" key={item.id}>
          <Heading className="accordion-header">
            <span className="accordion-button collapsed">
              {item.marker !== undefined && <span className="accordion-list__marker">{item.marker}</span>}
              <span className="accordion-list__text">
                <span className="accordion-list__title">{item.title}</span>
                {item.aside !== undefined && <span className="accordion-list__aside">{item.aside}</span>}
              </span>
            </span>
          </Heading>
        </div>
      ))}
    </div>
  )
}

export function LazyAccordionList(props: AccordionListProps) {
  return (
    <HydratesLater fallback={<StaticAccordion {...props} />}>
      <AccordionList {...props} />
    </HydratesLater>
  )
}
