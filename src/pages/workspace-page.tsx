import { Seo } from '../components/seo/seo'
import { paths } from '../config/paths'
import { workspaceContent } from '../content/workspace'
import { WorkspaceApp } from '../features/workspace/workspace-app'

export default function WorkspacePage() {
  return (
    <>
      <Seo
        title={workspaceContent.title}
        description={workspaceContent.metaDescription}
        path={paths.workspace}
        noindex
      />
      <div className="workspace container page-section">
        <h1 className="workspace__heading">{workspaceContent.title}</h1>
        <WorkspaceApp />
      </div>
    </>
  )
}
