import { useEffect, useState, type ComponentType } from 'react'
import { privacyCentreContent } from '../../content/privacy-centre'

/**
 * The signed-in part, fetched after the page has painted: the notice is what every visitor reads, and the forms
 * (about 4 KB) are for the few who sign in. Server and first client render show the same status line.
 */
export function PrivacyAccountLoader() {
  const [Account, setAccount] = useState<ComponentType | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    import('./privacy-account').then(
      (module) => {
        if (live) setAccount(() => module.PrivacyAccount)
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [])

  if (Account) return <Account />
  return (
    <section className="privacy-account" aria-labelledby="privacy-account-heading">
      <h2 id="privacy-account-heading" className="privacy-centre__h2">
        {privacyCentreContent.account.heading}
      </h2>
      <p className="privacy-account__status" role={failed ? 'alert' : 'status'}>
        {failed ? privacyCentreContent.account.loadFailed : privacyCentreContent.account.checking}
      </p>
    </section>
  )
}
