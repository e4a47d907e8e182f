import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { ApiError, errorMessage } from '../../api/api-error'
import type { CounsellorProfile } from '../../api/workspace'
import { workspaceContent } from '../../content/workspace'
import { HeaderCard } from './header-card'
import './workspace.css'

// Each screen is loaded when it is shown: the sign-in for a counsellor who is signed out, a section when opened.
const CodeSignIn = lazy(() =>
  import('../../components/code-sign-in/code-sign-in').then((m) => ({ default: m.CodeSignIn })),
)
const StudentsList = lazy(() => import('./students-list').then((m) => ({ default: m.StudentsList })))
const SessionsList = lazy(() => import('./sessions-list').then((m) => ({ default: m.SessionsList })))
const HoursEditor = lazy(() => import('./hours-editor').then((m) => ({ default: m.HoursEditor })))
const PageEditor = lazy(() => import('./page-editor').then((m) => ({ default: m.PageEditor })))

type View =
  | { kind: 'loading' }
  /** `refusal`: why the session the browser has (a buyer's, staff's, a suspended counsellor's) does not open it. */
  | { kind: 'signedOut'; refusal?: string }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; profile: CounsellorProfile }

type Tab = 'students' | 'sessions' | 'hours' | 'page'
const TABS: readonly Tab[] = ['students', 'sessions', 'hours', 'page']
const copy = workspaceContent

async function profileView(): Promise<View> {
  try {
    const { fetchProfile } = await import('../../api/workspace')
    return { kind: 'loaded', profile: await fetchProfile() }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'signedOut' }
    // A kit buyer fresh from checkout has a buyer's session, not a counsellor's: they sign in here all the same.
    if (error instanceof ApiError && error.status === 403)
      return { kind: 'signedOut', refusal: errorMessage(error, copy.loadFailed) }
    return { kind: 'failed', message: errorMessage(error, copy.loadFailed) }
  }
}

async function requestCode(email: string) {
  const { requestWorkspaceCode } = await import('../../api/workspace')
  return requestWorkspaceCode(email)
}

async function signIn(email: string, code: string) {
  const { signInToWorkspace } = await import('../../api/workspace')
  return signInToWorkspace(email, code)
}

/** The counsellors' workspace: sign-in by a mailed code, then students, sessions and hours. */
export function WorkspaceApp() {
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [tab, setTab] = useState<Tab>('students')
  const heading = useRef<HTMLHeadingElement>(null)
  const focusAfterLoad = useRef(false)
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})

  useEffect(() => {
    let live = true
    void profileView().then((next) => {
      if (live) setView(next)
    })
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (view.kind === 'loaded' && focusAfterLoad.current) {
      focusAfterLoad.current = false
      heading.current?.focus()
    }
  }, [view])

  function load() {
    setView({ kind: 'loading' })
    void profileView().then(setView)
  }

  async function signOut() {
    try {
      const { signOutOfWorkspace } = await import('../../api/workspace')
      await signOutOfWorkspace()
    } finally {
      setView({ kind: 'signedOut' })
    }
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.indexOf(tab)
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    setTab(next)
    tabRefs.current[next]?.focus()
  }

  const loading = (
    <p className="workspace__status" role="status">
      {copy.loading}
    </p>
  )
  if (view.kind === 'loading') return loading
  if (view.kind === 'signedOut')
    return (
      <Suspense fallback={loading}>
        {view.refusal && <p className="workspace__refusal">{view.refusal}</p>}
        <CodeSignIn
          copy={copy.signIn}
          requestCode={requestCode}
          signIn={signIn}
          onSignedIn={() => {
            focusAfterLoad.current = true
            load()
          }}
        />
      </Suspense>
    )
  if (view.kind === 'failed')
    return (
      <div className="workspace__status" role="alert">
        <p>{view.message}</p>
        <button type="button" className="btn btn-brand" onClick={load}>
          {copy.retry}
        </button>
      </div>
    )

  const { profile } = view
  return (
    <>
      <div className="workspace__account">
        <h2 ref={heading} tabIndex={-1} className="workspace__account-heading">
          {copy.signedInAs(profile.name)}
        </h2>
        <button type="button" className="btn btn-outline-brand btn-sm" onClick={() => void signOut()}>
          {copy.signOut}
        </button>
      </div>
      <HeaderCard profile={profile} onProfile={(next) => setView({ kind: 'loaded', profile: next })} />
      <div className="workspace__tabs" role="tablist" aria-label={copy.sections.label}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node
            }}
            type="button"
            role="tab"
            id={`workspace-tab-${name}`}
            aria-controls={`workspace-panel-${name}`}
            aria-selected={tab === name}
            tabIndex={tab === name ? 0 : -1}
            className="workspace__tab"
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {copy.sections[name]}
          </button>
        ))}
      </div>
      <section
        id={`workspace-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`workspace-tab-${tab}`}
        className="workspace__panel"
      >
        <h2 className="visually-hidden">{copy.sections[tab]}</h2>
        <Suspense fallback={loading}>
          {tab === 'students' && <StudentsList />}
          {tab === 'sessions' && <SessionsList />}
          {tab === 'hours' && <HoursEditor />}
          {tab === 'page' && <PageEditor />}
        </Suspense>
      </section>
    </>
  )
}
