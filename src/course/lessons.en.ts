/** The course's 12 lessons in English: one file per lesson in ./en/. */
import type { Lesson } from './types'
import { lesson as l01 } from './en/l01'
import { lesson as l02 } from './en/l02'
import { lesson as l03 } from './en/l03'
import { lesson as l04 } from './en/l04'
import { lesson as l05 } from './en/l05'
import { lesson as l06 } from './en/l06'
import { lesson as l07 } from './en/l07'
import { lesson as l08 } from './en/l08'
import { lesson as l09 } from './en/l09'
import { lesson as l10 } from './en/l10'
import { lesson as l11 } from './en/l11'
import { lesson as l12 } from './en/l12'

export const lessons: readonly Lesson[] = [l01, l02, l03, l04, l05, l06, l07, l08, l09, l10, l11, l12]
