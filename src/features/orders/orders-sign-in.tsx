import { CodeSignIn } from '../../components/code-sign-in/code-sign-in'
import { ordersContent } from '../../content/orders'

// Loaded on demand so axios stays out of the page's first load.
async function requestCode(email: string) {
  const { requestOrdersCode } = await import('../../api/orders')
  return requestOrdersCode(email)
}

async function signIn(email: string, code: string) {
  const { signInToOrders } = await import('../../api/orders')
  return signInToOrders(email, code)
}

/** Sign-in to My orders: the email, then the 6-digit code mailed to it. */
export function OrdersSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <CodeSignIn
      copy={ordersContent.signIn}
      requestCode={requestCode}
      signIn={signIn}
      onSignedIn={onSignedIn}
    />
  )
}
