import { useState } from 'react'
import { LANGUAGES, type Language } from '../../content/localised'
import { scanLanguageContent } from '../../content/scan-language'
import { LANG_ATTRIBUTE } from './scan-language'

const copy = scanLanguageContent

/** "English / हिन्दी" at each question: the child switches the questions' language; the answers stay. */
export function LanguageSwitch(props: {
  current: Language
  onSwitch: (language: Language) => Promise<void>
}) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  async function choose(language: Language) {
    if (busy) return
    setBusy(true)
    setFailed(false)
    try {
      await props.onSwitch(language)
    } catch {
      setFailed(true)
      setBusy(false)
    }
  }

  return (
    <nav className="scan-language" aria-label={copy.switcher.label}>
      <ul className="scan-language__list">
        {LANGUAGES.map((language) => (
          <li key={language} lang={LANG_ATTRIBUTE[language]}>
            {language === props.current ? (
              <span className="scan-language__current" aria-current="true">
                {copy.names[language]}
              </span>
            ) : (
              <button
                type="button"
                className="scan-language__button"
                onClick={() => void choose(language)}
                disabled={busy}
              >
                {copy.names[language]}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="scan-language__failed" role="status">
        {failed ? copy.switcher.failed : ''}
      </p>
    </nav>
  )
}
