import { useId, type Ref } from 'react'
import type { Band, ReportDocument, ReportDomain } from '../../engine/report'
import { locale } from '../../content/locale'
import { reportPageContent } from '../../content/report-page'

const copy = reportPageContent

/**
 * The report is in its scan's language (document.language), which may not be the page's: the article says so to
 * screen readers and browsers, and the page's own words inside it (the table's headings) say theirs.
 */
const pageLanguage = (report: ReportDocument) =>
  report.language.split('-')[0] === locale.htmlLang.split('-')[0] ? undefined : locale.htmlLang

/** Whole class names, so the build's CSS purge sees them (a name put together at run time would be purged). */
const FILL: Record<Band | 'plain', string> = {
  stronger: 'report-bar__fill report-bar__fill--stronger',
  balanced: 'report-bar__fill report-bar__fill--balanced',
  growing: 'report-bar__fill report-bar__fill--growing',
  plain: 'report-bar__fill report-bar__fill--plain',
}
const SWATCH: Record<Band, string> = {
  stronger: 'report-legend__swatch report-bar__fill--stronger',
  balanced: 'report-legend__swatch report-bar__fill--balanced',
  growing: 'report-legend__swatch report-bar__fill--growing',
}

/**
 * Version 2 shows no score (27 answers are too few for a number to mean much): a bar at its band's level and the
 * band in words; families by their closeness in words. As the PDF does (server/reports/report-pdf.ts).
 */
const BAND_LEVEL: Record<Band, number> = { stronger: 100, balanced: 66, growing: 33 }
const CLOSENESS_LEVEL = { close: 100, possible: 66, less: 33 } as const

/** A score as a bar (its number beside it, so the bar itself is decoration). */
function ScoreBar({ score, band }: { score: number; band?: Band }) {
  return (
    <svg
      className="report-bar"
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="0" width="100" height="8" rx="4" className="report-bar__track" />
      <rect x="0" y="0" width={Math.max(2, score)} height="8" rx="4" className={FILL[band ?? 'plain']} />
    </svg>
  )
}

/** The 33 domains as one chart, by part: an SVG image with a text equivalent (the table under it). */
function GlanceChart({ report }: { report: ReportDocument }) {
  const titleId = useId()
  const rows = report.parts.flatMap((part) => [
    { kind: 'part' as const, label: part.name },
    ...part.domains.map((domain) => ({ kind: 'domain' as const, label: domain.name, domain })),
  ])
  const rowHeight = 22
  const height = rows.length * rowHeight + 8
  const strongest = [...report.glance.domains].sort((a, b) => b.score - a.score).slice(0, 3)
  return (
    <figure className="report-figure">
      <svg
        className="report-glance"
        viewBox={`0 0 360 ${height}`}
        role="img"
        aria-labelledby={titleId}
        focusable="false"
      >
        <title id={titleId}>
          {copy.glanceAlt(strongest.map((domain) => `${domain.name} ${domain.score}`))}
        </title>
        {rows.map((row, index) => {
          const y = index * rowHeight + 16
          if (row.kind === 'part')
            return (
              <text key={`part-${row.label}`} x="0" y={y} className="report-glance__part">
                {row.label}
              </text>
            )
          return (
            <g key={row.domain.id}>
              <text x="8" y={y} className="report-glance__label">
                {row.label}
              </text>
              <rect x="205" y={y - 10} width="120" height="11" rx="3" className="report-bar__track" />
              <rect
                x="205"
                y={y - 10}
                width={Math.max(2, (row.domain.score / 100) * 120)}
                height="11"
                rx="3"
                className={FILL[row.domain.band]}
              />
              <text x="356" y={y} textAnchor="end" className="report-glance__score">
                {row.domain.score}
              </text>
            </g>
          )
        })}
      </svg>
      <figcaption className="report-legend">
        {(['stronger', 'balanced', 'growing'] as const).map((band) => (
          <span key={band} className="report-legend__item">
            <span className={SWATCH[band]} aria-hidden="true" />
            {report.glance.bandLabels[band]}
          </span>
        ))}
      </figcaption>
      <details className="report-details">
        <summary lang={pageLanguage(report)}>{copy.chartAsTable}</summary>
        <table className="report-table">
          <thead lang={pageLanguage(report)}>
            <tr>
              <th scope="col">{copy.domainColumn}</th>
              <th scope="col">{copy.scoreColumn}</th>
              <th scope="col">{copy.bandColumn}</th>
            </tr>
          </thead>
          <tbody>
            {report.glance.domains.map((domain) => (
              <tr key={domain.id}>
                <th scope="row">{domain.name}</th>
                <td>{domain.score}</td>
                <td>{report.glance.bandLabels[domain.band]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}

function DomainItem({
  domain,
  bands,
  banded,
}: {
  domain: ReportDomain
  bands: ReportDocument['glance']['bandLabels']
  /** Version 2: the band only, no number. */
  banded: boolean
}) {
  return (
    <li className="report-domain">
      <div className="report-domain__head">
        <h4 className="report-domain__name">{domain.name}</h4>
        {!banded && (
          <span className="report-domain__score">
            {domain.score}
            <span className="visually-hidden"> {copy.outOf100}</span>
          </span>
        )}
      </div>
      <ScoreBar score={banded ? BAND_LEVEL[domain.band] : domain.score} band={domain.band} />
      <p className="report-domain__band">{bands[domain.band]}</p>
      <p className="report-domain__text">{domain.text}</p>
    </li>
  )
}

/** Version 2's first pages: the summary for a busy parent, then the page for the child. */
/** A heading and its list; nothing for a list a document made before it was added does not have. */
function LabelledList({ label, items }: { label?: string; items?: readonly string[] }) {
  if (!label || !items?.length) return null
  return (
    <>
      <h3>{label}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  )
}

function AdviceFirst({ advice }: { advice: NonNullable<ReportDocument['advice']> }) {
  const { summary, child } = advice
  return (
    <>
      <section className="report-section">
        <h2>{summary.heading}</h2>
        {summary.careless && (
          <div className="report-box" role="note">
            <h3>{summary.careless.heading}</h3>
            {summary.careless.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p>{summary.careless.retake}</p>
          </div>
        )}
        {summary.certainty && <p>{summary.certainty}</p>}
        <h3>{summary.leadingLabel}</h3>
        <ul>
          {summary.leading.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
        {summary.tiedNote && <p className="report-note">{summary.tiedNote}</p>}
        <LabelledList label={summary.streamsLabel} items={summary.streams} />
        <LabelledList label={summary.strengthsLabel} items={summary.strengths} />
        <LabelledList label={summary.growingLabel} items={summary.growing} />
        <h3>{summary.nextDecisionLabel}</h3>
        <p>{summary.nextDecision}</p>
        <h3>{summary.thisMonthLabel}</h3>
        <ul>
          {summary.thisMonth.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="report-section">
        <h2>{child.heading}</h2>
        {child.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
    </>
  )
}

/** Version 2: the advice for the child's class (explore, the stream decision, or paths from the stream). */
function ClassAdvice({ section }: { section: NonNullable<ReportDocument['advice']>['classAdvice'] }) {
  return (
    <section className="report-section">
      <h2>{section.heading}</h2>
      <p>{section.intro}</p>
      {section.explore.length > 0 && (
        <ul>
          {section.explore.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.streams.map((stream) => (
        <div key={stream.name} className="report-box">
          <h3>
            {stream.name}: {stream.fitWord}
          </h3>
          {stream.why && <p>{stream.why}</p>}
          <p>{stream.check}</p>
          <p className="report-note">{stream.exams.join('; ')}</p>
        </div>
      ))}
      {section.tiedNote && <p className="report-note">{section.tiedNote}</p>}
      {[section.exams, section.otherRoutes].map(
        (items) =>
          items.length > 0 && (
            <ul key={items[0]}>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
      )}
      <LabelledList label={section.prepareLabel} items={section.prepare} />
      <LabelledList label={section.calendarLabel} items={section.calendar} />
      {section.calendar.length === 0 && section.calendarNote && (
        <p className="report-note">{section.calendarNote}</p>
      )}
    </section>
  )
}

/** Version 2: the careers of the catalogue that best match this child, in one of the leading families. */
function MatchedCareers({
  careers,
  label,
  examsLabel,
  stop,
}: {
  careers: NonNullable<ReportDocument['advice']>['careers']['families'][number]['careers']
  label: string
  examsLabel: string
  /** The language's sentence end: "।" in Hindi. */
  stop: string
}) {
  return (
    <>
      <h4>{label}</h4>
      <ul>
        {careers.map((career) => (
          <li key={career.title}>
            <strong>{career.title}</strong>: {career.work} {career.course}
            {stop}
            {career.exams.length > 0 && ` ${examsLabel}: ${career.exams.join(', ')}${stop}`}
          </li>
        ))}
      </ul>
    </>
  )
}

/** The whole Success Blueprint, the same content as the PDF, for a phone. */
export function ReportView({ report, ref }: { report: ReportDocument; ref?: Ref<HTMLElement> }) {
  const bands = report.glance.bandLabels
  const learning = report.learningStyle
  const advice = report.advice
  const banded = advice !== undefined
  const titleId = useId()
  return (
    // Focusable from code only (tabIndex -1): the report screen gives it the focus once it has loaded.
    <article ref={ref} className="report" lang={report.language} tabIndex={-1} aria-labelledby={titleId}>
      {report.sampleNotice && <p className="report-sample">{report.sampleNotice}</p>}
      <header className="report-cover">
        <p id={titleId} className="report-cover__title">
          {report.title}
        </p>
        <p className="report-cover__for">{report.cover.preparedFor}</p>
        <p className="report-cover__on">{report.cover.preparedOn}</p>
      </header>

      {advice && <AdviceFirst advice={advice} />}

      <section className="report-section">
        <h2>{report.howToRead.heading}</h2>
        {report.howToRead.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {advice && <p className="report-note">{advice.aptitudeNote}</p>}
      </section>

      {!banded && (
        <section className="report-section">
          <h2>{report.glance.heading}</h2>
          <p>{report.glance.intro}</p>
          <p className="report-note">{report.glance.scaleNote}</p>
          <GlanceChart report={report} />
        </section>
      )}

      {report.parts.map((part) => (
        <section key={part.id} className="report-section">
          <h2>{part.name}</h2>
          <p>{part.intro}</p>
          <ul className="report-domains">
            {part.domains.map((domain) => (
              <DomainItem key={domain.id} domain={domain} bands={bands} banded={banded} />
            ))}
          </ul>
          {part.id === 'learning' && (
            <div className="report-box">
              <h3>{learning.heading}</h3>
              <p>{learning.intro}</p>
              {[learning.primary, learning.secondary].map(
                (style) =>
                  style && (
                    <div key={style.name} className="report-learning">
                      <p className="report-learning__label">
                        {style.label}: <strong>{style.name}</strong>
                      </p>
                      <p>{style.summary}</p>
                      <h4>{learning.tipsHeading}</h4>
                      <ul>
                        {style.tips.map((tip) => (
                          <li key={tip}>{tip}</li>
                        ))}
                      </ul>
                    </div>
                  ),
              )}
            </div>
          )}
        </section>
      ))}

      {[report.strengths, report.challenges].map((group) => (
        <section key={group.heading} className="report-section">
          <h2>{group.heading}</h2>
          <p>{group.intro}</p>
          <ul className="report-domains">
            {group.items.map((domain) => (
              <DomainItem key={domain.id} domain={domain} bands={bands} banded={banded} />
            ))}
          </ul>
        </section>
      ))}

      {advice && <ClassAdvice section={advice.classAdvice} />}

      <section className="report-section">
        <h2>{report.careers.heading}</h2>
        <p>{report.careers.intro}</p>
        <ol className="report-families">
          {report.careers.families.map((family) => (
            <li key={family.id} className="report-family">
              <div className="report-domain__head">
                <h3 className="report-family__title">{family.title}</h3>
                {family.fitWord ? (
                  <span className="report-domain__score">{family.fitWord}</span>
                ) : (
                  <span className="report-domain__score">
                    <span className="visually-hidden">{report.careers.fitLabel} </span>
                    {family.fit}
                    <span className="visually-hidden"> {copy.outOf100}</span>
                  </span>
                )}
              </div>
              <ScoreBar score={family.closeness ? CLOSENESS_LEVEL[family.closeness] : family.fit} />
              <p>{family.why}</p>
              <p>
                <strong>{report.careers.examplesLabel}:</strong> {family.examples.join(', ')}
              </p>
              <details className="report-details">
                <summary>{copy.more(family.title)}</summary>
                <p>{family.insight}</p>
                {advice ? (
                  // Version 2, as its PDF: the careers that match this child, never a made-up success story.
                  <MatchedCareers
                    careers={advice.careers.families.find((f) => f.title === family.title)?.careers ?? []}
                    label={advice.careers.label}
                    examsLabel={advice.careers.examsLabel}
                    stop={report.language.startsWith('hi') ? '।' : '.'}
                  />
                ) : (
                  <>
                    <p>
                      <strong>{report.careers.pathLabel}:</strong> {family.developmentPath}
                    </p>
                    <p>
                      <strong>{report.careers.storyLabel}:</strong> {family.successStory}
                    </p>
                  </>
                )}
              </details>
            </li>
          ))}
        </ol>
      </section>

      <section className="report-section">
        <h2>{report.roadmap.heading}</h2>
        <p>{report.roadmap.intro}</p>
        {report.roadmap.horizons.map((horizon) => (
          <div key={horizon.months} className="report-box">
            <h3>{horizon.label}</h3>
            {(
              [
                [report.roadmap.skillsLabel, horizon.skills],
                [report.roadmap.habitsLabel, horizon.habits],
                [report.roadmap.milestonesLabel, horizon.milestones],
              ] as const
            ).map(([label, items]) => (
              <div key={label}>
                <h4>{label}</h4>
                <ul>
                  {items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </section>

      <section className="report-section">
        <h2>{report.parents.heading}</h2>
        <p>{report.parents.intro}</p>
        <h3>{report.parents.supportHeading}</h3>
        <ul>
          {report.parents.support.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>{report.parents.avoidHeading}</h3>
        <ul>
          {report.parents.avoid.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className="report-section">
        <h2>{report.nextStep.heading}</h2>
        {report.nextStep.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </section>

      <section className="report-section">
        <h2>{report.about.heading}</h2>
        <h3>{report.about.isHeading}</h3>
        <ul>
          {report.about.is.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>{report.about.isNotHeading}</h3>
        <ul>
          {report.about.isNot.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="report-note">{report.about.modelLine}</p>
      </section>
    </article>
  )
}
