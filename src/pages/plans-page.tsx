import { useLocation, useNavigate } from 'react-router-dom'
import { hasEmailInState } from '../app/require-email'
import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { formatRupees, pricingPageBasic } from '../content/catalogue'
import { plansPageContent as copy } from '../content/plans-page'
import '../features/marketing/marketing.css'

interface RegistrationState {
  email?: string
  firstName?: string
  lastName?: string
  phone?: string
  role?: string
}

function readRegistration(state: unknown): RegistrationState {
  if (!state || typeof state !== 'object') return {}
  const s = state as Record<string, unknown>
  const pick = (key: keyof RegistrationState) => (typeof s[key] === 'string' ? (s[key] as string) : undefined)
  return {
    email: pick('email'),
    firstName: pick('firstName'),
    lastName: pick('lastName'),
    phone: pick('phone'),
    role: pick('role'),
  }
}

export default function PlansPage() {
  const location = useLocation()
  const navigate = useNavigate()

  function getStarted() {
    // The checkout guard sends a visitor without an email home, which would look like a broken button.
    // Someone who has not registered yet is sent to registration instead, which is what they would expect.
    if (!hasEmailInState(location.state)) {
      navigate(paths.studentRegister)
      return
    }
    const { firstName, lastName, email, phone, role } = readRegistration(location.state)
    navigate(paths.checkout, {
      state: {
        firstName,
        lastName,
        email,
        phone,
        role,
        planName: pricingPageBasic.name,
        amount: pricingPageBasic.amount,
      },
    })
  }

  return (
    <>
      <Seo title={copy.seo.title} description={copy.seo.description} path={paths.plans} />
      <section className="mk-hero" aria-labelledby="plans-heading">
        <div className="container text-center">
          <h1 id="plans-heading">{copy.heading}</h1>
          <p className="mk-hero__lead mx-auto">{copy.lead}</p>
        </div>
      </section>
      <section className="page-section" aria-label={pricingPageBasic.name}>
        <div className="container">
          <article className="price-card" aria-labelledby="basic-plan-name">
            <span className="price-card__tag">{pricingPageBasic.tag}</span>
            <h2 id="basic-plan-name" className="h3 text-center mt-2">
              {pricingPageBasic.name}
            </h2>
            <p className="text-center mb-1">
              <span className="price-card__price">{formatRupees(pricingPageBasic.amount)}</span>
            </p>
            <p className="text-center price-card__per">{copy.perLabel}</p>
            <ul className="price-card__features" aria-label={copy.includedLabel}>
              {pricingPageBasic.included.map((feature) => (
                <li key={feature}>
                  <span className="price-card__mark price-card__mark--yes" aria-hidden="true">
                    ✓
                  </span>
                  <span>
                    <span className="visually-hidden">{copy.includedLabel}: </span>
                    {feature}
                  </span>
                </li>
              ))}
            </ul>
            <ul className="price-card__features" aria-label={copy.notIncludedLabel}>
              {pricingPageBasic.notIncluded.map((feature) => (
                <li key={feature}>
                  <span className="price-card__mark price-card__mark--no" aria-hidden="true">
                    ✕
                  </span>
                  <span className="is-off">
                    <span className="visually-hidden">{copy.notIncludedLabel}: </span>
                    {feature}
                  </span>
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn-brand btn-lg w-100" onClick={getStarted}>
              {copy.button}
            </button>
          </article>
        </div>
      </section>
    </>
  )
}
