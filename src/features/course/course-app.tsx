import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { ApiError, errorMessage } from '../../api/api-error'
import type { CourseOverview } from '../../api/course'
import { courseContent as copy } from '../../content/course'
import { CourseHome } from './course-home'
import './course.css'

const CodeSignIn = lazy(() =>
  import('../../components/code-sign-in/code-sign-in').then((m) => ({ default: m.CodeSignIn })),
)
const LessonScreen = lazy(() => import('./lesson-screen').then((m) => ({ default: m.LessonScreen })))
const AssessmentScreen = lazy(() =>
  import('./assessment-screen').then((m) => ({ default: m.AssessmentScreen })),
)

type View =
  | { kind: 'loading' }
  | { kind: 'signedOut'; refusal?: string }
  | { kind: 'failed'; message: string }
  | { kind: 'loaded'; course: CourseOverview }

type Screen = { kind: 'home' } | { kind: 'lesson'; id: string } | { kind: 'assessment' }

async function courseView(): Promise<View> {
  try {
    const { fetchCourse } = await import('../../api/course')
    return { kind: 'loaded', course: await fetchCourse() }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'signedOut' }
    if (error instanceof ApiError && error.status === 403)
      return { kind: 'signedOut', refusal: errorMessage(error, copy.closed) }
    return { kind: 'failed', message: errorMessage(error, copy.loadFailed) }
  }
}

const requestCode = async (email: string) => (await import('../../api/workspace')).requestWorkspaceCode(email)
const signIn = async (email: string, code: string) =>
  (await import('../../api/workspace')).signInToWorkspace(email, code)

/** The counsellor course: sign-in, the 13 sessions, a lesson, the assessment, the practical, batch, certificate. */
export function CourseApp() {
  const [view, setView] = useState<View>({ kind: 'loading' })
  const [screen, setScreen] = useState<Screen>({ kind: 'home' })
  const load = useCallback(() => {
    void courseView().then(setView)
  }, [])
  useEffect(load, [load])

  const loading = (
    <p className="course__status" role="status">
      {copy.loading}
    </p>
  )
  if (view.kind === 'loading') return loading
  if (view.kind === 'signedOut')
    return (
      <Suspense fallback={loading}>
        {view.refusal && <p className="course__refusal">{view.refusal}</p>}
        <CodeSignIn copy={copy.signIn} requestCode={requestCode} signIn={signIn} onSignedIn={load} />
      </Suspense>
    )
  if (view.kind === 'failed')
    return (
      <div className="course__status" role="alert">
        <p>{view.message}</p>
        <button type="button" className="btn btn-brand" onClick={load}>
          {copy.retry}
        </button>
      </div>
    )
  const home = () => {
    setScreen({ kind: 'home' })
    load()
    window.scrollTo(0, 0)
  }
  return (
    <Suspense fallback={loading}>
      {screen.kind === 'lesson' ? (
        <LessonScreen
          key={screen.id}
          lessonId={screen.id}
          nextId={nextLessonId(view.course, screen.id)}
          onOpen={(id) => {
            setScreen({ kind: 'lesson', id })
            window.scrollTo(0, 0)
          }}
          onBack={home}
        />
      ) : screen.kind === 'assessment' ? (
        <AssessmentScreen onDone={home} />
      ) : (
        <CourseHome
          course={view.course}
          onLesson={(id) => {
            setScreen({ kind: 'lesson', id })
            window.scrollTo(0, 0)
          }}
          onAssessment={() => setScreen({ kind: 'assessment' })}
          onChanged={load}
        />
      )}
    </Suspense>
  )
}

function nextLessonId(course: CourseOverview, id: string): string | null {
  const index = course.lessons.findIndex((l) => l.id === id)
  return course.lessons[index + 1]?.id ?? null
}
