/** The model in use. One file per language (model.en.ts); the engine takes whichever it is given. */
export { scanModelEn as scanModel } from './model.en'
