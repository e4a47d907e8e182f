/** The course's 12 lessons in Hindi (the English lessons' ids, structure and answers, written in Hindi): one file per lesson in ./hi/. */
import type { Lesson } from './types'
import { lesson as l01 } from './hi/l01'
import { lesson as l02 } from './hi/l02'
import { lesson as l03 } from './hi/l03'
import { lesson as l04 } from './hi/l04'
import { lesson as l05 } from './hi/l05'
import { lesson as l06 } from './hi/l06'
import { lesson as l07 } from './hi/l07'
import { lesson as l08 } from './hi/l08'
import { lesson as l09 } from './hi/l09'
import { lesson as l10 } from './hi/l10'
import { lesson as l11 } from './hi/l11'
import { lesson as l12 } from './hi/l12'

export const lessons: readonly Lesson[] = [l01, l02, l03, l04, l05, l06, l07, l08, l09, l10, l11, l12]
