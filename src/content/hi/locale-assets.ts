/** The Hindi pages' font (Noto Sans Devanagari, self-hosted): only the Hindi build imports it. */
import '../../styles/hindi.css'
