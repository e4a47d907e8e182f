/**
 * Where the scan's answers live on a device (features/scan/answer-store.ts): localStorage entries under this
 * prefix. Here, not in the scan's feature, so that My orders can clear them when a parent withdraws consent on the
 * device (issue 45 S3) without importing the scan.
 */
export const SCAN_STORAGE_PREFIX = 'dem-scan:'

/** Forgets every scan's answers kept on this device. */
export function forgetScansOnThisDevice(): void {
  try {
    const keys: string[] = []
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index)
      if (key?.startsWith(SCAN_STORAGE_PREFIX)) keys.push(key)
    }
    for (const key of keys) window.localStorage.removeItem(key)
  } catch {
    // Storage blocked: nothing kept.
  }
}
