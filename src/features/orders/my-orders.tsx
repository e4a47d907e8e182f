import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { ApiError, errorMessage } from '../../api/api-error'
import type { MyOrders as Orders } from '../../api/orders'
import { ordersContent } from '../../content/orders'
import { OrderCard } from './order-card'
import './orders.css'

type View =
  | { kind: 'loading' }
  | { kind: 'signedOut' }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; data: Orders & { email: string } }

const copy = ordersContent.list
// The sign-in form is shared with the counsellors' workspace (its own chunk); requested at once beside the orders
// (see MyOrders), so a buyer who is signed out does not wait for it after the answer.
const loadSignIn = () => import('./orders-sign-in')
const OrdersSignIn = lazy(() => loadSignIn().then((m) => ({ default: m.OrdersSignIn })))

/** The session's orders, or why there are none to show. */
async function ordersView(): Promise<View> {
  try {
    // Loaded on demand so axios stays out of the page's first load.
    const { fetchMyOrders } = await import('../../api/orders')
    const data = await fetchMyOrders()
    return data.email === null
      ? { kind: 'signedOut' }
      : { kind: 'loaded', data: { ...data, email: data.email } }
  } catch (error) {
    // A session that ended while the page was open.
    if (error instanceof ApiError && error.status === 401) return { kind: 'signedOut' }
    return { kind: 'failed', message: errorMessage(error, copy.loadFailed) }
  }
}

/**
 * My orders: the session's orders, or the sign-in by a mailed code when there is no session. A buyer fresh from
 * checkout already has the session, so the orders show at once.
 */
export function MyOrders() {
  const [view, setView] = useState<View>({ kind: 'loading' })
  const heading = useRef<HTMLHeadingElement>(null)
  const focusList = useRef(false)

  useEffect(() => {
    let live = true
    void loadSignIn()
    void ordersView().then((next) => {
      if (live) setView(next)
    })
    return () => {
      live = false
    }
  }, [])

  function load() {
    setView({ kind: 'loading' })
    void ordersView().then(setView)
  }

  useEffect(() => {
    // After signing in, the keyboard and the screen reader continue at the list, not at the top of the page.
    if (view.kind === 'loaded' && focusList.current) {
      focusList.current = false
      heading.current?.focus()
    }
  }, [view])

  async function signOut() {
    try {
      const { signOutOfOrders } = await import('../../api/orders')
      await signOutOfOrders()
    } finally {
      setView({ kind: 'signedOut' })
    }
  }

  if (view.kind === 'loading')
    return (
      <p className="orders__status" role="status">
        {copy.loading}
      </p>
    )
  if (view.kind === 'signedOut')
    return (
      <Suspense fallback={<p className="orders__status">{copy.loading}</p>}>
        <OrdersSignIn
          onSignedIn={() => {
            focusList.current = true
            load()
          }}
        />
      </Suspense>
    )
  if (view.kind === 'failed')
    return (
      <div className="orders__status" role="alert">
        <p>{view.message}</p>
        <button type="button" className="btn btn-brand" onClick={load}>
          {copy.retry}
        </button>
      </div>
    )

  const { data } = view
  return (
    <section aria-labelledby="orders-list-heading">
      <div className="orders__account">
        <h2 id="orders-list-heading" ref={heading} tabIndex={-1} className="orders__account-heading">
          {copy.signedInAs(data.email)}
        </h2>
        <button type="button" className="btn btn-outline-brand btn-sm" onClick={() => void signOut()}>
          {copy.signOut}
        </button>
      </div>
      {data.orders.length === 0 ? (
        <p className="orders__empty">{copy.empty}</p>
      ) : (
        <ul className="orders__list">
          {data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} onChanged={() => void ordersView().then(setView)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
