/**
 * The DEM scan's calls (server/routes/scan.ts). With fetch, not the site's axios client: the scan runs on a
 * child's phone on whatever network there is, its chunk is smaller without axios, and a failed send is a normal
 * event here (the answers wait on the device), not an error to log.
 */
import { config } from '../config/env'
import type { Language } from '../content/localised'
import type { AddressForm, ScanContext, SchoolBoard, SchoolStream, SchoolSubject } from '../engine/types'
import { ApiError, serverMessage } from './api-error'

/** What the link says of a scan no longer answered: its state only, never the child's details or answers. */
export interface ClosedScan {
  status: 'submitted' | 'withdrawn' | 'erased'
  language: Language
}

export interface ScanState {
  status: 'sent' | 'consented' | 'submitted' | 'withdrawn' | 'erased'
  /** The link's expiry: the device keeps no answers past it. */
  expiresAt?: string
  planName: string
  noticeVersion: string
  parentEmail: string
  child: {
    firstName: string
    classLevel: number
    school: string | null
    city: string | null
    context?: ScanContext | null
  } | null
  answers: Record<string, string>
  modelVersion: string
  /** The language the scan is answered in: the questions below are in it, and the report will be. */
  language: Language
  /** The 27 questions as the child sees them (a scale's five answers included). */
  questions: ScanQuestion[]
}

export interface ScanQuestion {
  id: string
  kind: 'choice' | 'scale'
  prompt: string
  options: { id: string; label: string }[]
}

export interface ScanConsent {
  childFirstName: string
  childClass: number
  school?: string
  city?: string
  consent: true
  noticeVersion: string
  /** The language the parent chose for the scan. */
  language: Language
  /** The child's school context (issue 51.1). */
  board: SchoolBoard
  stream: SchoolStream | null
  subjects: SchoolSubject[]
  enjoys: SchoolSubject[]
  dislikes: SchoolSubject[]
  addressAs: AddressForm
}

export interface GivenAnswer {
  question: string
  answer: string
  answeredAt: string
}

const TIMEOUT_MS = 20_000

async function call<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${config.apiBaseUrl}/api/scan${path}`, {
      method,
      headers: {
        'x-scan-token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    // Offline, a timeout, a dropped connection: no answer from the server at all.
    throw new ApiError('', undefined, undefined)
  }
  const data: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw new ApiError(serverMessage(data) ?? '', response.status, data)
  return data as T
}

export const fetchScan = (token: string) => call<ScanState | ClosedScan>(token, 'GET', '')

export const giveScanConsent = (token: string, consent: ScanConsent) =>
  call<{ message: string }>(token, 'POST', '/consent', consent)

export const setScanLanguage = (token: string, language: Language) =>
  call<{ language: Language }>(token, 'POST', '/language', { language })

export const sendScanAnswers = (token: string, answers: GivenAnswer[]) =>
  call<{ answered: number }>(token, 'POST', '/answers', { answers })

export const submitScan = (token: string, answers: GivenAnswer[]) =>
  call<{ message: string }>(token, 'POST', '/submit', { answers })
