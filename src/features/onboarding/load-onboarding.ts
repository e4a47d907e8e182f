/**
 * The onboarding service (and axios with it) is loaded on demand: the registration forms and plan cards sit
 * on prerendered marketing pages whose first load must stay small.
 */
export function loadOnboarding() {
  return import('../../api/onboarding')
}
