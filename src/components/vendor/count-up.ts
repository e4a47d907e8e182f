import CountUpImport, { type CountUpProps } from 'react-countup'

type CountUpComponent = typeof CountUpImport

/**
 * react-countup ships CommonJS; under Vite 8 the default import can be the exports object itself, which
 * renders as React error #130. Unwrapping here keeps every counter on the real component.
 */
const maybeWrapped = CountUpImport as unknown as { default?: CountUpComponent }
export const CountUp: CountUpComponent = maybeWrapped.default ?? CountUpImport

export type { CountUpProps }
