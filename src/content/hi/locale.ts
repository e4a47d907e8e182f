import type * as en from '../locale'
import { LANGUAGE_SITES, pathIn, routePathIn } from '../localised'

export const locale: typeof en.locale = LANGUAGE_SITES.hi

export const localePath: typeof en.localePath = (path) => pathIn(locale.language, path)

export const routePath: typeof en.routePath = (pathname) => routePathIn(locale.language, pathname)
