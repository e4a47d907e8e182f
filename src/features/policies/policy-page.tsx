import type { ReactNode } from 'react'
import { GrievanceOfficer } from '../../components/grievance-officer/grievance-officer'
import { SupportContact } from '../../components/info-page/support-contact'
import { Seo } from '../../components/seo/seo'
import { POLICY_LAST_UPDATED, policyChrome, type Policy } from '../../content/policies'
import './policies.css'

interface PolicyPageProps {
  policy: Policy
  path: string
  /** The refund and terms pages name the grievance officer (E-Commerce Rules). */
  grievanceOfficer?: boolean
  /** More after the policy's own sections (the privacy policy: the privacy centre and the contact person). */
  children?: ReactNode
}

/** The one layout of the four policy pages: h1, last-updated date, sections and a support contact. */
export function PolicyPage({ policy, path, grievanceOfficer = false, children }: PolicyPageProps) {
  return (
    <>
      <Seo title={policy.title} description={policy.description} path={path} />
      <article className="container page-section policy">
        <header className="policy__header">
          <h1>{policy.title}</h1>
          <p className="policy__updated">
            {policyChrome.lastUpdated} <time dateTime="2025-09-23">{POLICY_LAST_UPDATED}</time>
          </p>
          <p className="policy__intro">{policy.intro}</p>
        </header>
        {policy.sections.map((section) => (
          <section key={section.heading} className="policy__section">
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {children}
        {grievanceOfficer && (
          <div className="mt-5">
            <GrievanceOfficer />
          </div>
        )}
        <div className="mt-5">
          <SupportContact
            heading={policyChrome.contactHeading}
            text={policyChrome.contactText}
            callLabel={policyChrome.phoneLabel}
            emailLabel={policyChrome.emailLabel}
          />
        </div>
      </article>
    </>
  )
}
