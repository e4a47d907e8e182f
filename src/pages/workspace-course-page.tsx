import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { courseContent } from '../content/course'
import { CourseApp } from '../features/course/course-app'

export default function WorkspaceCoursePage() {
  return (
    <>
      <Seo
        title={courseContent.title}
        description={courseContent.metaDescription}
        path={paths.workspaceCourse}
        noindex
      />
      <div className="container page-section">
        <h1>{courseContent.title}</h1>
        <CourseApp />
      </div>
    </>
  )
}
