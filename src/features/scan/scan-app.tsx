import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { ApiError, errorMessage } from '../../api/api-error'
import {
  fetchScan,
  giveScanConsent,
  sendScanAnswers,
  setScanLanguage,
  submitScan,
  type ScanQuestion,
  type ScanState,
} from '../../api/scan'
import { paths } from '../../config/paths'
import { locale, localePath } from '../../content/locale'
import { scanContent } from '../../content/scan'
import { AnswerStore, type StoreSnapshot } from './answer-store'
import { LanguageSwitch } from './language-switch'
import { QuestionScreen } from './question-screen'
import { openScanIn, takeQuestionIndex } from './scan-language'
import './scan.css'

type Screen =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string; canRetry: boolean; heading?: string }
  | { kind: 'consent' }
  | { kind: 'intro' }
  | { kind: 'question'; index: number }
  | { kind: 'review' }
  | { kind: 'done' }

// Loaded when shown: a child resuming the scan never needs the parent's screen.
const ConsentScreen = lazy(() => import('./consent-screen'))

function firstUnanswered(
  questions: readonly ScanQuestion[],
  answers: Readonly<Record<string, string>>,
): number {
  const index = questions.findIndex((question) => answers[question.id] === undefined)
  return index < 0 ? questions.length : index
}

interface Opened {
  state?: ScanState
  store?: AnswerStore
  screen: Screen
  /** Back from the other language's page at a question: its heading takes the focus, as on any other move. */
  switched?: boolean
}

/** Reads the scan from the server: what it holds, the device's answers joined to it, and the screen to show. */
async function openScan(link: string): Promise<Opened> {
  try {
    const state = await fetchScan(link)
    // A scan no longer answered (submitted, withdrawn) tells its state only, and what the device holds of it goes:
    // answers erased on the server must not come back from a phone, nor stay on a shared one.
    if (!('questions' in state)) {
      const closed = new AnswerStore(link, () => Promise.resolve())
      closed.clear()
      closed.dispose()
      if (state.status === 'submitted') return { screen: { kind: 'done' } }
      const { heading, lead } = scanContent.withdrawn
      return { screen: { kind: 'failed', heading, message: lead, canRetry: false } }
    }
    const store = new AnswerStore(link, (batch) => sendScanAnswers(link, batch), state.expiresAt)
    // Not started: nothing of it on this device.
    if (state.status !== 'consented') store.clear()
    if (state.status !== 'consented') return { state, store, screen: { kind: 'consent' } }
    // A scan in the other language (switched on another device, or a link opened on the other language's page):
    // its page, where the questions are in the scan's language.
    if (state.language !== locale.language) {
      store.dispose()
      openScanIn(state.language)
      return { screen: { kind: 'loading' } }
    }
    store.mergeServer(state.answers)
    // Back from the other language's page: at the question the child switched at.
    const at = takeQuestionIndex()
    if (at !== null && at < state.questions.length)
      return { state, store, screen: { kind: 'question', index: at }, switched: true }
    return { state, store, screen: { kind: 'intro' } }
  } catch (error) {
    const refused = error instanceof ApiError && error.status !== undefined && error.status < 500
    return {
      screen: {
        kind: 'failed',
        message: errorMessage(error, scanContent.errors.generic),
        canRetry: !refused,
      },
    }
  }
}

const noAnswers: StoreSnapshot = { answers: {}, pending: 0, online: true, refused: null }
const noStore = () => () => undefined

/**
 * The scan, from the link's token (in the URL's fragment): the parent's consent, then the 27 questions one a
 * screen, then the submit. Answers are kept on the device and sent in the background (answer-store.ts).
 */
export function ScanApp() {
  // A client-only page: the fragment is there on the first render.
  const [token] = useState(() =>
    typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, ''),
  )
  const [state, setState] = useState<ScanState | null>(null)
  const [screen, setScreen] = useState<Screen>(() =>
    token === ''
      ? { kind: 'failed', message: scanContent.errors.noToken, canRetry: false }
      : { kind: 'loading' },
  )
  const [store, setStore] = useState<AnswerStore | null>(null)
  const moved = useRef(false)
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noStore,
    store?.getSnapshot ?? (() => noAnswers),
    () => noAnswers,
  )

  const show = useCallback((opened: Opened) => {
    if (opened.switched) moved.current = true
    if (opened.state) setState(opened.state)
    if (opened.store) {
      const next = opened.store
      setStore((previous) => {
        previous?.dispose()
        return next
      })
    }
    setScreen(opened.screen)
  }, [])

  const load = useCallback((link: string) => void openScan(link).then(show), [show])

  useEffect(() => {
    if (token !== '') load(token)
  }, [token, load])

  useEffect(() => () => store?.dispose(), [store])

  // Each new screen starts at its heading, for the keyboard and the screen reader (not on the first one).
  useEffect(() => {
    if (moved.current) document.querySelector<HTMLElement>('.scan-card h1')?.focus()
  }, [screen])

  // The server refused the answers for good (submitted elsewhere, consent withdrawn, link expired): start over
  // from what the server says now.
  useEffect(() => {
    if (snapshot.refused && token) load(token)
  }, [snapshot.refused, token, load])

  const go = (next: Screen) => {
    moved.current = true
    setScreen(next)
  }

  if (screen.kind === 'loading') return <Loading />

  if (screen.kind === 'failed')
    return (
      <div className="scan-card" role="alert">
        <h1 tabIndex={-1} className="scan-card__heading">
          {screen.heading ?? scanContent.errors.heading}
        </h1>
        <p className="scan-card__lead">{screen.message}</p>
        <p>{scanContent.errors.help}</p>
        <div className="scan-nav">
          {screen.canRetry && token ? (
            <button
              type="button"
              className="btn btn-brand btn-lg"
              onClick={() => {
                setScreen({ kind: 'loading' })
                load(token)
              }}
            >
              {scanContent.errors.retry}
            </button>
          ) : null}
          <a className="btn btn-outline-brand btn-lg" href={localePath(paths.orders)}>
            {scanContent.errors.ordersLink}
          </a>
        </div>
      </div>
    )

  if (screen.kind === 'done') return <Done />

  if (!state || !store || !token) return null

  if (screen.kind === 'consent')
    return (
      <Suspense fallback={<Loading />}>
        <ConsentScreen
          state={state}
          onConsent={async (details) => {
            try {
              await giveScanConsent(token, { ...details, consent: true, noticeVersion: state.noticeVersion })
            } catch (error) {
              // Given meanwhile on another device, or the notice changed: show what the server holds now.
              if (error instanceof ApiError && error.status === 409) return load(token)
              throw error
            }
            if (details.language !== locale.language) {
              openScanIn(details.language)
              return
            }
            // The questions on hand are in the scan's earlier language (English until a parent chose): the
            // server sends them again in the chosen one.
            if (details.language !== state.language) {
              load(token)
              return
            }
            setState({
              ...state,
              status: 'consented',
              child: {
                firstName: details.childFirstName,
                classLevel: details.childClass,
                school: details.school ?? null,
                city: details.city ?? null,
              },
            })
            go({ kind: 'intro' })
          }}
        />
      </Suspense>
    )

  const questions = state.questions
  const resumeAt = firstUnanswered(questions, snapshot.answers)

  if (screen.kind === 'intro')
    return (
      <div className="scan-card scan-intro">
        <h1 tabIndex={-1} className="scan-card__heading">
          {scanContent.intro.heading(state.child?.firstName ?? '')}
        </h1>
        <ul className="scan-intro__lines">
          {scanContent.intro.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-brand btn-lg scan-card__primary"
          onClick={() =>
            go(resumeAt >= questions.length ? { kind: 'review' } : { kind: 'question', index: resumeAt })
          }
        >
          {resumeAt > 0 && resumeAt < questions.length
            ? scanContent.intro.resume(resumeAt + 1)
            : scanContent.intro.start}
        </button>
      </div>
    )

  if (screen.kind === 'question') {
    const question = questions[screen.index]
    if (!question) return null
    return (
      <>
        <LanguageSwitch
          current={locale.language}
          onSwitch={async (language) => {
            await setScanLanguage(token, language)
            openScanIn(language, screen.index)
          }}
        />
        <QuestionScreen
          key={question.id}
          question={question}
          index={screen.index}
          total={questions.length}
          answer={snapshot.answers[question.id]}
          onAnswer={(answer) => store.answer(question.id, answer)}
          onBack={() => go({ kind: 'question', index: Math.max(0, screen.index - 1) })}
          onNext={() =>
            go(
              screen.index + 1 >= questions.length
                ? { kind: 'review' }
                : { kind: 'question', index: screen.index + 1 },
            )
          }
        />
        <SaveState snapshot={snapshot} />
      </>
    )
  }

  if (screen.kind === 'review')
    return (
      <ReviewScreen
        questions={questions}
        token={token}
        store={store}
        snapshot={snapshot}
        onChange={(index) => go({ kind: 'question', index })}
        onDone={() => {
          store.clear()
          go({ kind: 'done' })
        }}
      />
    )

  return <Done />
}

function Done() {
  return (
    <div className="scan-card scan-done">
      <h1 tabIndex={-1} className="scan-card__heading">
        {scanContent.done.heading}
      </h1>
      {scanContent.done.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <a href={localePath(paths.orders)}>{scanContent.done.parent}</a>
      </p>
    </div>
  )
}

function Loading() {
  return (
    <div className="scan-card">
      <p role="status" className="scan-card__lead">
        {scanContent.loading}
      </p>
    </div>
  )
}

/** Whether the answers are all on the server, waiting, or waiting for the network. */
function SaveState({ snapshot }: { snapshot: StoreSnapshot }) {
  const copy = scanContent.saving
  const text = !snapshot.online
    ? copy.offline
    : snapshot.pending > 0
      ? copy.pending(snapshot.pending)
      : copy.saved
  return (
    <p className={snapshot.online ? 'scan-save' : 'scan-save scan-save--offline'} role="status">
      {text}
    </p>
  )
}

function ReviewScreen(props: {
  questions: readonly ScanQuestion[]
  token: string
  store: AnswerStore
  snapshot: StoreSnapshot
  onChange: (index: number) => void
  onDone: () => void
}) {
  const copy = scanContent.review
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const { questions } = props
  const missing = questions.filter((question) => props.snapshot.answers[question.id] === undefined)

  async function submit() {
    if (busy) return
    if (!navigator.onLine) {
      setFailure(copy.offline)
      return
    }
    setBusy(true)
    setFailure('')
    try {
      await submitScan(props.token, props.store.unconfirmed())
      props.onDone()
    } catch (error) {
      const data = error instanceof ApiError ? (error.data as { missing?: unknown } | undefined) : undefined
      const missingIds = Array.isArray(data?.missing) ? (data.missing as string[]) : []
      const first = questions.findIndex((question) => question.id === missingIds[0])
      if (first >= 0) props.onChange(first)
      else
        setFailure(
          errorMessage(
            error,
            error instanceof ApiError && error.status === undefined
              ? copy.offline
              : scanContent.errors.generic,
          ),
        )
      setBusy(false)
    }
  }

  if (missing.length > 0) {
    const first = questions.indexOf(missing[0] as (typeof questions)[number])
    return (
      <div className="scan-card">
        <h1 tabIndex={-1} className="scan-card__heading">
          {copy.missing(missing.length)}
        </h1>
        <button
          type="button"
          className="btn btn-brand btn-lg scan-card__primary"
          onClick={() => props.onChange(first)}
        >
          {copy.goToMissing}
        </button>
      </div>
    )
  }

  return (
    <div className="scan-card scan-review">
      <h1 tabIndex={-1} className="scan-card__heading">
        {copy.heading}
      </h1>
      <p className="scan-card__lead">{copy.lead}</p>
      <p className="scan-card__failure" role="alert">
        {failure}
      </p>
      <div className="scan-nav scan-nav--stack">
        <button type="button" className="btn btn-brand btn-lg" onClick={() => void submit()} disabled={busy}>
          {busy ? copy.submitting : copy.submit}
        </button>
        <button
          type="button"
          className="btn btn-outline-brand btn-lg"
          onClick={() => props.onChange(questions.length - 1)}
          disabled={busy}
        >
          {copy.change}
        </button>
      </div>
    </div>
  )
}
