import { useEffect, useRef, useState } from 'react'
import { config } from '../../config/env'
import type { HeldData } from '../../api/privacy'
import { privacyCentreContent } from '../../content/privacy-centre'
import {
  ChildForm,
  ConsentList,
  DetailsForm,
  DownloadLinks,
  EraseForm,
  HeldSummary,
  RequestForm,
} from './privacy-sections'
import { PrivacySignIn } from './privacy-sign-in'
import './privacy.css'

type View =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; data: HeldData }
  | { kind: 'erased'; message: string }

const copy = privacyCentreContent.account

/**
 * What we hold, or that nobody is signed in. A plain fetch: this page is public, and the HTTP client (axios) is
 * loaded only when a parent acts (e2e/network.spec.ts keeps it off public pages' first load).
 */
async function heldView(): Promise<View> {
  try {
    const response = await fetch(`${config.apiBaseUrl}/api/privacy`, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    })
    if (response.status === 401) return { kind: 'signedOut' }
    const body = (await response.json()) as { data: HeldData | null; message?: string }
    if (!response.ok) return { kind: 'failed', message: body.message ?? copy.loadFailed }
    return body.data ? { kind: 'loaded', data: body.data } : { kind: 'signedOut' }
  } catch {
    return { kind: 'failed', message: copy.loadFailed }
  }
}

/**
 * The privacy centre's signed-in part, rendered in the browser only (the page around it is prerendered): what we
 * hold, the downloads, corrections, consent and erasure; or the sign-in by a mailed code.
 */
export function PrivacyAccount() {
  const [view, setView] = useState<View>({ kind: 'loading' })
  const heading = useRef<HTMLHeadingElement>(null)
  const focusHeading = useRef(false)

  useEffect(() => {
    let live = true
    void heldView().then((next) => {
      if (live) setView(next)
    })
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    // After signing in or erasing, the keyboard and the screen reader continue at the heading of what changed.
    if ((view.kind === 'loaded' || view.kind === 'erased') && focusHeading.current) {
      focusHeading.current = false
      heading.current?.focus()
    }
  }, [view])

  const reload = () => void heldView().then(setView)

  async function signOut() {
    try {
      const { signOutOfOrders } = await import('../../api/orders')
      await signOutOfOrders()
    } finally {
      setView({ kind: 'signedOut' })
    }
  }

  let body
  if (view.kind === 'loading')
    body = (
      <p className="privacy-account__status" role="status">
        {copy.checking}
      </p>
    )
  else if (view.kind === 'signedOut')
    body = (
      <PrivacySignIn
        onSignedIn={() => {
          focusHeading.current = true
          setView({ kind: 'loading' })
          reload()
        }}
      />
    )
  else if (view.kind === 'failed')
    body = (
      <div className="privacy-account__status" role="alert">
        <p>{view.message}</p>
        <button type="button" className="btn btn-brand" onClick={reload}>
          {copy.retry}
        </button>
      </div>
    )
  else if (view.kind === 'erased')
    body = (
      <p ref={heading} tabIndex={-1} className="privacy-account__done" role="status">
        {view.message}
      </p>
    )
  else {
    const { data } = view
    const children = data.orders.filter((order) => order.scan?.child)
    body = (
      <>
        <div className="privacy-account__bar">
          <p ref={heading} tabIndex={-1} className="privacy-account__who">
            {copy.signedInAs(data.account.email)}
          </p>
          <button type="button" className="btn btn-outline-brand btn-sm" onClick={() => void signOut()}>
            {copy.signOut}
          </button>
        </div>
        <HeldSummary data={data} />
        <DownloadLinks />
        <DetailsForm account={data.account} onSaved={reload} />
        {children.map((order) => (
          <ChildForm key={order.id} order={order} onSaved={reload} />
        ))}
        <ConsentList orders={data.orders} onWithdrawn={reload} />
        <RequestForm requests={data.requests} onSent={reload} />
        <EraseForm
          email={data.account.email}
          onErased={(message) => {
            focusHeading.current = true
            setView({ kind: 'erased', message })
          }}
        />
      </>
    )
  }

  return (
    <section className="privacy-account" aria-labelledby="privacy-account-heading">
      <h2 id="privacy-account-heading" className="privacy-centre__h2">
        {copy.heading}
      </h2>
      {body}
    </section>
  )
}
