import { CodeSignIn, type CodeSignInProps } from '../../components/code-sign-in/code-sign-in'
import { privacyCentreContent } from '../../content/privacy-centre'

const { signInHeading, signInLead, ...words } = privacyCentreContent.account

/**
 * The shared sign-in in the centre's words, as a card under "Your data": My orders' mailed code and session, its
 * API loaded on demand so axios stays out of the page's first load. No new code on the code step: "Use another
 * email" starts again.
 */
const props = {
  copy: { ...words, heading: signInHeading, lead: signInLead },
  fallbacks: {
    sendFailed: privacyCentreContent.sendCodeFailed,
    verifyFailed: privacyCentreContent.checkCodeFailed,
  },
  requestCode: async (email: string) => (await import('../../api/orders')).requestOrdersCode(email),
  signIn: async (email: string, code: string) =>
    (await import('../../api/orders')).signInToOrders(email, code),
  headingLevel: 3,
  className: 'privacy-card',
} satisfies Omit<CodeSignInProps, 'onSignedIn'>

/** The privacy centre's sign-in: the same mailed code and session as My orders. */
export function PrivacySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  return <CodeSignIn {...props} onSignedIn={onSignedIn} />
}
