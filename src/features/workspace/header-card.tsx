import { useId, useState, type FormEvent } from 'react'
import { errorMessage } from '../../api/api-error'
import type { CounsellorProfile } from '../../api/workspace'
import { workspaceContent } from '../../content/workspace'

const copy = workspaceContent.header

/** At the top of the workspace: students against the promise, the referral link, the meeting link. */
export function HeaderCard({
  profile,
  onProfile,
}: {
  profile: CounsellorProfile
  onProfile: (profile: CounsellorProfile) => void
}) {
  const ids = {
    link: useId(),
    hint: useId(),
    meeting: useId(),
    meetingHint: useId(),
    status: useId(),
    languagesHint: useId(),
  }
  const [copied, setCopied] = useState<string>('')
  const [meeting, setMeeting] = useState(profile.meetingLink ?? '')
  const [saving, setSaving] = useState(false)
  // Folded once a link is set: the card stays short on a phone.
  const [meetingOpen, setMeetingOpen] = useState(profile.meetingLink === null)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | undefined>(undefined)
  const [languages, setLanguages] = useState(profile.languages)
  const [languageNotice, setLanguageNotice] = useState<{ ok: boolean; text: string } | undefined>(undefined)
  const percent = Math.min(100, Math.round((profile.studentsAssigned / profile.promisedStudents) * 100))

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(profile.referralUrl)
      setCopied(copy.copied)
    } catch {
      setCopied(copy.copyFailed)
    }
  }

  async function saveMeeting(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    const value = meeting.trim()
    if (value !== '' && !/^https:\/\/[^\s]+\.[^\s]+/i.test(value)) {
      setNotice({ ok: false, text: copy.meetingInvalid })
      return
    }
    setSaving(true)
    setNotice(undefined)
    try {
      const { saveMeetingLink } = await import('../../api/workspace')
      const next = await saveMeetingLink(value === '' ? null : value)
      onProfile(next)
      setMeeting(next.meetingLink ?? '')
      setNotice({ ok: true, text: next.meetingLink ? copy.meetingSaved : copy.meetingCleared })
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error, copy.saveFailed) })
    } finally {
      setSaving(false)
    }
  }

  async function saveLanguages(event: FormEvent) {
    event.preventDefault()
    if (saving) return
    if (languages.length === 0) {
      setLanguageNotice({ ok: false, text: copy.languagesNone })
      return
    }
    setSaving(true)
    setLanguageNotice(undefined)
    try {
      const api = await import('../../api/workspace')
      const next = await api.saveLanguages(languages)
      onProfile(next)
      setLanguages(next.languages)
      setLanguageNotice({ ok: true, text: copy.languagesSaved })
    } catch (error) {
      setLanguageNotice({ ok: false, text: errorMessage(error, copy.saveFailed) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="workspace-card workspace-header">
      <div className="workspace-header__count">
        <p className="workspace-header__label" id={ids.status}>
          {copy.students}
        </p>
        <p className="workspace-header__figure">
          {copy.promised(profile.studentsAssigned, profile.promisedStudents)}
        </p>
        <div
          className="workspace-header__bar"
          role="progressbar"
          aria-labelledby={ids.status}
          aria-valuemin={0}
          aria-valuemax={profile.promisedStudents}
          aria-valuenow={profile.studentsAssigned}
          aria-valuetext={copy.promised(profile.studentsAssigned, profile.promisedStudents)}
        >
          <span className="workspace-header__fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="workspace-header__note">{copy.referralSales(profile.referralSales)}</p>
      </div>

      <div className="workspace-header__referral">
        <label htmlFor={ids.link} className="workspace-header__label">
          {copy.referral}
        </label>
        <div className="workspace-header__row">
          <input
            id={ids.link}
            className="form-control workspace-header__link"
            readOnly
            value={profile.referralUrl}
            aria-describedby={ids.hint}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-brand workspace__tap" onClick={() => void copyLink()}>
            {copy.copy}
          </button>
        </div>
        <p id={ids.hint} className="workspace-header__note">
          {copy.referralHint}
        </p>
        <p className="workspace__live" role="status">
          {copied}
        </p>
      </div>

      <form
        className="workspace-header__languages"
        onSubmit={(event) => void saveLanguages(event)}
        noValidate
      >
        <fieldset aria-describedby={ids.languagesHint}>
          <legend className="workspace-header__label">{copy.languages}</legend>
          {(['en', 'hi'] as const).map((language) => (
            <label key={language} className="form-check workspace__tap">
              <input
                type="checkbox"
                className="form-check-input"
                checked={languages.includes(language)}
                onChange={(event) =>
                  setLanguages((current) =>
                    event.target.checked
                      ? [...current.filter((l) => l !== language), language]
                      : current.filter((l) => l !== language),
                  )
                }
              />{' '}
              <span lang={language}>{copy.languageNames[language]}</span>
            </label>
          ))}
          <p id={ids.languagesHint} className="workspace-header__note">
            {copy.languagesHint}
          </p>
        </fieldset>
        <button type="submit" className="btn btn-outline-brand workspace__tap" disabled={saving}>
          {copy.languagesSave}
        </button>
        <p className={languageNotice?.ok === false ? 'workspace__error' : 'workspace__live'} role="status">
          {languageNotice?.text}
        </p>
      </form>

      <details
        className="workspace-header__meeting"
        open={meetingOpen}
        onToggle={(event) => setMeetingOpen(event.currentTarget.open)}
      >
        <summary className="workspace-header__summary">
          <span className="workspace-header__label">{copy.meeting}</span>
          <span className="workspace-header__current">{profile.meetingLink ?? copy.meetingNone}</span>
        </summary>
        <form onSubmit={(event) => void saveMeeting(event)} noValidate>
          <label htmlFor={ids.meeting} className="workspace-header__label">
            {copy.meetingEdit}
          </label>
          <div className="workspace-header__row">
            <input
              id={ids.meeting}
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={500}
              placeholder="https://"
              className="form-control"
              value={meeting}
              onChange={(event) => setMeeting(event.target.value)}
              aria-describedby={ids.meetingHint}
              aria-invalid={notice?.ok === false ? true : undefined}
            />
            <button type="submit" className="btn btn-outline-brand workspace__tap" disabled={saving}>
              {saving ? copy.meetingSaving : copy.meetingSave}
            </button>
          </div>
          <p id={ids.meetingHint} className="workspace-header__note">
            {copy.meetingHint}
          </p>
          <p className={notice?.ok === false ? 'workspace__error' : 'workspace__live'} role="status">
            {notice?.text}
          </p>
        </form>
      </details>
    </div>
  )
}
