import type { ReactNode } from 'react'
import { LazyAccordionList } from '../accordion-list/lazy-accordion-list'
import { PageHero } from '../info-page/page-hero'
import '../info-page/info-page.css'
import { Seo } from '../seo/seo'

export interface FaqEntry {
  id: string
  /** Shown before the question, e.g. its number. */
  marker?: ReactNode
  question: string
  /** The answer as plain text, for the FAQPage structured data. */
  answerText: string
  answer: ReactNode
}

interface FaqPageProps {
  seo: { title: string; description: string; path: string }
  title: string
  lead: string
  entries: FaqEntry[]
  className?: string
  /** Where to turn with a question not answered above. */
  footer: ReactNode
}

/** A page of questions and answers (the general FAQ and the counsellor FAQ), with FAQPage structured data. */
export function FaqPage({ seo, title, lead, entries, className, footer }: FaqPageProps) {
  const faqJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answerText },
    })),
  }
  return (
    <>
      <Seo title={seo.title} description={seo.description} path={seo.path} jsonLd={[faqJsonLd]} />
      <PageHero title={title} lead={lead} />
      <div className="container page-section" style={{ maxWidth: 900 }}>
        <LazyAccordionList
          className={className}
          defaultOpen={entries[0]?.id}
          headingLevel="h2"
          items={entries.map((entry) => ({
            id: entry.id,
            marker: entry.marker,
            title: entry.question,
            body: entry.answer,
          }))}
        />
        {footer}
      </div>
    </>
  )
}
