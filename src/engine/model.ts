/** The model in use. One file per language (model.en.ts, model.hi.ts: the same structure); the engine takes either. */
import type { Language } from '../content/localised'
import { scanModelEn } from './model.en'
import { scanModelHi } from './model.hi'
import type { ScanModel } from './types'

export { scanModelEn as scanModel } from './model.en'

/** The model by the language a scan is answered in. Scores do not depend on it: only the texts differ. */
export const scanModels: Readonly<Record<Language, ScanModel>> = { en: scanModelEn, hi: scanModelHi }
