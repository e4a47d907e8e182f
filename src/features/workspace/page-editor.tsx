import { useCallback, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import type { CounsellorOffer, CounsellorPageFields, CounsellorPageView } from '../../api/workspace'
import { config } from '../../config/env'
import { indiaDayMonthYear } from '../../content/india-time'
import { locale, localePath } from '../../content/locale'
import { workspaceContent } from '../../content/workspace'
import { workspacePageContent as copy } from '../../content/workspace-page'
import { StrategySession } from './strategy-session'
import { useLoad } from './use-load'

const MAX_PHOTO_BYTES = 8 * 1024 * 1024

async function load() {
  const { fetchPage, fetchOffer } = await import('../../api/workspace')
  const [view, offer] = await Promise.all([fetchPage(), fetchOffer()])
  return { view, offer }
}

const isHeic = (file: File) => /^image\/hei[cf]$/i.test(file.type) || /\.hei[cf]$/i.test(file.name)

/** A HEIC photo as a JPEG, where the browser can decode HEIC (Safari); undefined where it cannot. */
async function heicToJpeg(file: File): Promise<Blob | undefined> {
  try {
    const bitmap = await createImageBitmap(file)
    const canvas = document.createElement('canvas')
    canvas.width = bitmap.width
    canvas.height = bitmap.height
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
    return await new Promise<Blob | undefined>((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', 0.9),
    )
  } catch {
    return undefined
  }
}

const fieldsOf = (view: CounsellorPageView): CounsellorPageFields => ({
  slug: view.page?.slug ?? '',
  bio: view.page?.bio ?? '',
  area: view.page?.area ?? '',
  yearsTeaching: view.page?.yearsTeaching ?? null,
  showPhone: view.page?.showPhone ?? false,
  showEmail: view.page?.showEmail ?? false,
  indexable: view.page?.indexable ?? false,
})

/** The counsellor's own public page: edit, photo, publish; the kit; the first-100 offer; the guarantee. */
export function PageEditor() {
  const { state, reload } = useLoad(load, copy.loadFailed)
  if (state.kind === 'loading')
    return (
      <p className="workspace__status" role="status">
        {copy.loading}
      </p>
    )
  if (state.kind === 'failed')
    return (
      <div className="workspace__status" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn btn-brand workspace__tap" onClick={reload}>
          {workspaceContent.retry}
        </button>
      </div>
    )
  return <Editor initial={state.data.view} offer={state.data.offer} />
}

function Editor({ initial, offer }: { initial: CounsellorPageView; offer: CounsellorOffer }) {
  const [view, setView] = useState(initial)
  const [fields, setFields] = useState(() => fieldsOf(initial))
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; text: string }>({
    kind: 'idle',
    text: '',
  })
  const [photoStatus, setPhotoStatus] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; text: string }>({
    kind: 'idle',
    text: '',
  })
  const [photoVersion, setPhotoVersion] = useState(0)

  const set = <K extends keyof CounsellorPageFields>(key: K, value: CounsellorPageFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }))

  const run = useCallback(
    async (work: () => Promise<CounsellorPageView>, report: typeof setStatus, busy: string, done: string) => {
      report({ kind: 'busy', text: busy })
      try {
        const next = await work()
        setView(next)
        report({ kind: 'done', text: done })
        return next
      } catch (error) {
        report({ kind: 'error', text: errorMessage(error, copy.loadFailed) })
        return undefined
      }
    },
    [],
  )

  async function onSave(event: FormEvent) {
    event.preventDefault()
    const { savePage } = await import('../../api/workspace')
    const saved = await run(() => savePage(fields), setStatus, copy.saving, copy.saved)
    if (saved) setFields(fieldsOf(saved))
  }

  async function onPhoto(file: File | undefined) {
    if (!file) return
    let photo: Blob = file
    if (isHeic(file)) {
      const converted = await heicToJpeg(file)
      if (!converted) return setPhotoStatus({ kind: 'error', text: copy.heicFailed })
      photo = converted
    }
    if (photo.size > MAX_PHOTO_BYTES) return setPhotoStatus({ kind: 'error', text: copy.tooLarge })
    const { uploadPhoto } = await import('../../api/workspace')
    const saved = await run(() => uploadPhoto(photo), setPhotoStatus, copy.uploading, copy.photoSaved)
    if (saved) setPhotoVersion((v) => v + 1)
  }

  async function onPublish(published: boolean) {
    const { publishPage } = await import('../../api/workspace')
    await run(() => publishPage(published), setStatus, copy.saving, copy.saved)
  }

  const page = view.page
  const languages = view.languages.map((l) => copy.languageNames[l] ?? l).join(', ')
  const guarantee = offer.guarantee
  // The guarantee's terms, as the server writes them in each language: the page's own.
  const rule = guarantee.rule[locale.language]
  return (
    <div className="workspace-page">
      <section className="workspace-card" aria-labelledby="workspace-page-heading">
        <h3 id="workspace-page-heading">{copy.heading}</h3>
        <p>{copy.lead}</p>
        {page?.takenDown && (
          <p className="workspace-badge workspace-badge--warn" role="alert">
            {copy.takenDown(page.takenDown.reason ?? '')}
          </p>
        )}
        {page?.published && !page.takenDown ? (
          <p>
            {copy.published} <a href={page.url}>{page.url}</a>
            <br />
            {copy.hindiPage} <a href={page.hindiUrl}>{page.hindiUrl}</a>
          </p>
        ) : (
          <p>{copy.notPublished}</p>
        )}
        <p className="workspace__hint">{languages ? copy.languages(languages) : null}</p>
        <p className="workspace__hint">{view.credentialUrl ? copy.credential : copy.noCredential}</p>

        <form onSubmit={(event) => void onSave(event)} className="workspace-page__form" noValidate>
          <label className="workspace-page__field">
            <span>{copy.slug}</span>
            <input
              className="form-control"
              name="slug"
              value={fields.slug}
              maxLength={40}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => set('slug', event.target.value)}
            />
            <small>{copy.slugHint(config.siteUrl)}</small>
          </label>
          <label className="workspace-page__field">
            <span>{copy.bio}</span>
            <textarea
              className="form-control"
              name="bio"
              rows={6}
              maxLength={1500}
              value={fields.bio}
              onChange={(event) => set('bio', event.target.value)}
            />
            <small>{copy.bioHint}</small>
          </label>
          <label className="workspace-page__field">
            <span>{copy.area}</span>
            <input
              className="form-control"
              name="area"
              maxLength={80}
              value={fields.area}
              onChange={(event) => set('area', event.target.value)}
            />
          </label>
          <label className="workspace-page__field">
            <span>{copy.years}</span>
            <input
              className="form-control"
              name="yearsTeaching"
              type="number"
              inputMode="numeric"
              min={0}
              max={60}
              value={fields.yearsTeaching ?? ''}
              onChange={(event) =>
                set('yearsTeaching', event.target.value === '' ? null : Number(event.target.value))
              }
            />
          </label>
          {(['showPhone', 'showEmail', 'indexable'] as const).map((key) => (
            <label key={key} className="form-check workspace-page__check">
              <input
                type="checkbox"
                className="form-check-input"
                name={key}
                checked={fields[key]}
                onChange={(event) => set(key, event.target.checked)}
              />
              <span className="form-check-label">{copy[key]}</span>
            </label>
          ))}
          <div className="workspace-page__actions">
            <button type="submit" className="btn btn-brand workspace__tap" disabled={status.kind === 'busy'}>
              {copy.save}
            </button>
            {page && !page.takenDown && (
              <button
                type="button"
                className="btn btn-outline-brand workspace__tap"
                disabled={status.kind === 'busy'}
                onClick={() => void onPublish(!page.published)}
              >
                {page.published ? copy.unpublish : copy.publish}
              </button>
            )}
          </div>
          <p
            className={status.kind === 'error' ? 'workspace__error' : 'workspace__hint'}
            role={status.kind === 'error' ? 'alert' : 'status'}
          >
            {status.text}
          </p>
        </form>
      </section>

      {page && (
        <section className="workspace-card" aria-labelledby="workspace-photo-heading">
          <h3 id="workspace-photo-heading">{copy.photo}</h3>
          {view.photo.small && (
            <img
              className="workspace-page__photo"
              src={`${view.photo.small}?v=${photoVersion}`}
              width={160}
              height={160}
              alt={copy.photoAlt}
            />
          )}
          <p className="workspace__hint">{copy.photoHint}</p>
          <label className="btn btn-outline-brand workspace__tap">
            {copy.choosePhoto}
            <input
              type="file"
              name="photo"
              className="visually-hidden"
              accept="image/jpeg,image/png,image/heic,image/heif,.heic,.heif"
              onChange={(event) => void onPhoto(event.target.files?.[0])}
            />
          </label>
          <p
            className={photoStatus.kind === 'error' ? 'workspace__error' : 'workspace__hint'}
            role={photoStatus.kind === 'error' ? 'alert' : 'status'}
          >
            {photoStatus.text}
          </p>
        </section>
      )}

      <section className="workspace-card" aria-labelledby="workspace-kit-heading">
        <h3 id="workspace-kit-heading">{copy.kitHeading}</h3>
        <p>{copy.kitLead}</p>
        <ul className="workspace-page__kit">
          {view.kit.files.map(({ file, url }) => (
            <li key={file}>
              <a href={url} download>
                {copy.kitFiles[file] ?? file}
              </a>
            </li>
          ))}
          <li>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(view.kit.whatsapp.en)}`}
              rel="noopener"
              target="_blank"
            >
              {copy.whatsappEn}
            </a>
          </li>
          <li>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(view.kit.whatsapp.hi)}`}
              rel="noopener"
              target="_blank"
            >
              {copy.whatsappHi}
            </a>
          </li>
        </ul>
      </section>

      <section className="workspace-card" aria-labelledby="workspace-offer-heading">
        <h3 id="workspace-offer-heading">{copy.offerHeading}</h3>
        {offer.firstHundred.eligible && offer.firstHundred.place !== null ? (
          <>
            <p data-testid="first-hundred-offer">{copy.offerYes(offer.firstHundred.place)}</p>
            <StrategySession />
          </>
        ) : (
          <p>{copy.offerNo}</p>
        )}
      </section>

      <section className="workspace-card" aria-labelledby="workspace-guarantee-heading">
        <h3 id="workspace-guarantee-heading">{copy.guaranteeHeading}</h3>
        <p>
          <strong>{copy.guaranteeCount(guarantee.assigned, guarantee.students)}</strong>
          {copy.fullStop} {copy.guaranteeDue(indiaDayMonthYear(guarantee.dueBy))}
          {copy.fullStop}
        </p>
        <p>{rule.counts}</p>
        <p>{rule.within}</p>
        <p>{rule.remedy}</p>
        <p>
          <a href={localePath('/guarantee')}>{copy.guaranteeTerms}</a>
        </p>
      </section>
    </div>
  )
}
