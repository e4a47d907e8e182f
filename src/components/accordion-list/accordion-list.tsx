import type { ReactNode } from 'react'
import Accordion from 'react-bootstrap/Accordion'
import './accordion-list.css'

export interface AccordionListItem {
  id: string
  /** Shown before the title, e.g. the item's number. */
  marker?: ReactNode
  title: ReactNode
  /** Right-aligned detail in the header, e.g. a duration. */
  aside?: ReactNode
  body: ReactNode
}

export interface AccordionListProps {
  items: readonly AccordionListItem[]
  /** Id of the item open at first; none when omitted. */
  defaultOpen?: string
  /** Heading level of the item headers, to keep the page's heading order. */
  headingLevel?: 'h2' | 'h3' | 'h4'
  className?: string
}

/** A list of collapsible items (react-bootstrap's Accordion, deep-imported to keep the bundle small). */
export function AccordionList({ items, defaultOpen, headingLevel = 'h3', className }: AccordionListProps) {
  return (
    <Accordion
      defaultActiveKey={defaultOpen}
      className={['accordion-list', className].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <Accordion.Item eventKey={item.id} key={item.id} data-testid="accordion-item">
          <Accordion.Header as={headingLevel}>
            {item.marker !== undefined && <span className="accordion-list__marker">{item.marker}</span>}
            <span className="accordion-list__text">
              <span className="accordion-list__title">{item.title}</span>
              {item.aside !== undefined && <span className="accordion-list__aside">{item.aside}</span>}
            </span>
          </Accordion.Header>
          <Accordion.Body>{item.body}</Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  )
}
