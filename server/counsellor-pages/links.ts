/**
 * How a parent sees the counsellor assigned to their order (My orders, the debrief mails): the name, and while the
 * counsellor's page is shown, links to it and to their credential (the name alone otherwise).
 */
import { inArray } from 'drizzle-orm'
import type { Language } from '../../src/content/localised'
import type { DbOrTx } from '../db/client'
import { counsellors } from '../db/schema'
import { shownSlugs } from './pages'

export interface AssignedCounsellor {
  name: string
  /** The page's address (on this site, in the reader's language) while it is shown; else null. */
  pageUrl: string | null
  /** /verify/<id> (/hi/verify/<id> in Hindi) while the page is shown and the counsellor holds a valid credential; else null. */
  credentialUrl: string | null
}

/** By counsellor id; `siteUrl` '' gives addresses on this site (My orders), the site's address full ones (mail). */
export async function assignedCounsellors(
  db: DbOrTx,
  counsellorIds: readonly (string | null)[],
  input: { siteUrl: string; language: Language },
): Promise<Map<string, AssignedCounsellor>> {
  const ids = [...new Set(counsellorIds.filter((id): id is string => id !== null))]
  if (ids.length === 0) return new Map()
  const [rows, slugs] = await Promise.all([
    db
      .select({ id: counsellors.id, name: counsellors.name, credentialId: counsellors.credentialId })
      .from(counsellors)
      .where(inArray(counsellors.id, ids)),
    shownSlugs(db, ids),
  ])
  const prefix = `${input.siteUrl}${input.language === 'hi' ? '/hi' : ''}`
  return new Map(
    rows.map((row) => {
      const slug = slugs.get(row.id)
      return [
        row.id,
        {
          name: row.name,
          pageUrl: slug ? `${prefix}/c/${slug}` : null,
          credentialUrl:
            slug && row.credentialId ? `${prefix}/verify/${encodeURIComponent(row.credentialId)}` : null,
        },
      ]
    }),
  )
}
