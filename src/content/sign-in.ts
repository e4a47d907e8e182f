/** What every sign-in by a mailed code says when the server gave no words of its own (My orders, the workspace). */
export const signInFallbacks = {
  sendFailed: 'We could not send a code. Please try again.',
  verifyFailed: 'We could not check the code. Please try again.',
} as const
