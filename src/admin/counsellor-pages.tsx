/**
 * Counsellors' public pages (/c/<slug>, issue 47) in the back office: each page, whether it is published, who
 * referred themselves through it; staff take a page down with a reason the counsellor is mailed, or restore it.
 */
import { useState } from 'react'
import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  UrlField,
  useRecordContext,
} from 'react-admin'
import { usePostAction } from './use-post-action'

const indiaTime = { showTime: true, locales: 'en-IN', options: { timeZone: 'Asia/Kolkata' } } as const

export const CounsellorPageList = () => (
  <List exporter={false} pagination={false} perPage={100}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="slug" label="Address" />
      <DateField source="publishedAt" label="Published" {...indiaTime} emptyText="not published" />
      <DateField source="takenDownAt" label="Taken down" {...indiaTime} emptyText="-" />
      <BooleanField source="indexable" label="In search engines" />
      <NumberField source="selfReferrals" label="Self-referrals" />
    </Datagrid>
  </List>
)

function PageTitle() {
  const record = useRecordContext<{ name?: string }>()
  return <>{record?.name ? `Page of ${record.name}` : 'Counsellor page'}</>
}

function PageActions() {
  const record = useRecordContext<{ id: string; takenDownAt: string | null }>()
  const act = usePostAction()
  const [reason, setReason] = useState('')
  if (!record) return null
  const base = `/api/admin/counsellor-pages/${encodeURIComponent(record.id)}`
  if (record.takenDownAt)
    return (
      <button
        type="button"
        onClick={() => void act(`${base}/restore`, {}, 'Restored: the counsellor can publish it.')}
      >
        Restore the page
      </button>
    )
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 520 }}>
      <label htmlFor="take-down-reason">Reason to take it down (mailed to the counsellor)</label>
      <textarea
        id="take-down-reason"
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <span>
        <button
          type="button"
          disabled={!reason.trim()}
          onClick={() =>
            void act(`${base}/take-down`, { reason }, 'Taken down. The counsellor is mailed the reason.')
          }
        >
          Take the page down
        </button>
      </span>
    </div>
  )
}

export const CounsellorPageShow = () => (
  <Show title={<PageTitle />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="email" />
      <UrlField source="url" label="Page" target="_blank" rel="noopener" />
      <DateField source="publishedAt" label="Published" {...indiaTime} emptyText="not published" />
      <BooleanField source="indexable" label="In search engines" />
      <DateField source="takenDownAt" label="Taken down" {...indiaTime} emptyText="-" />
      <TextField source="takenDownReason" label="Reason" emptyText="-" />
      <NumberField
        source="selfReferrals"
        label="Paid orders through their own referral (no commission; staff decide)"
      />
      <PageActions />
    </SimpleShowLayout>
  </Show>
)
