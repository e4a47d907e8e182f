import { useState } from 'react'
import { Button } from '@mui/material'
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin'
import { indiaTime, mailKindNames, mailStatusNames } from './format'
import { recordAction } from './data-provider'
import { EmptyList } from './layout'

function RetryButton(_props: { label: string }) {
  const record = useRecordContext<{ id: number }>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [busy, setBusy] = useState(false)
  if (!record) return null
  const retry = async () => {
    setBusy(true)
    try {
      await recordAction('mail-queue', record.id, 'retry')
      notify('Queued to be sent now.', { type: 'success' })
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Could not retry.', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="small" disabled={busy} onClick={() => void retry()} sx={{ whiteSpace: 'nowrap' }}>
      Retry now
    </Button>
  )
}

interface MailRow {
  kind: string
  status: string
}

const empty = <EmptyList text="Nothing is stuck: every mail has been sent or is on its way." />

/** Messages that failed for good or are waiting to retry. */
export function MailQueueList() {
  return (
    <List title="Mail queue" exporter={false} sort={{ field: 'id', order: 'DESC' }} empty={empty}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
        <DateField source="createdAt" label="Queued" {...indiaTime} sortable={false} />
        <FunctionField label="Kind" render={(r: MailRow) => mailKindNames[r.kind] ?? r.kind} />
        <TextField source="to" label="To" sortable={false} />
        <TextField source="subject" label="Subject" sortable={false} />
        <FunctionField label="Status" render={(r: MailRow) => mailStatusNames[r.status] ?? r.status} />
        <NumberField source="attempts" label="Tries" sortable={false} />
        <DateField source="nextAttemptAt" label="Next try" {...indiaTime} sortable={false} />
        <TextField source="lastError" label="Last error" sortable={false} />
        <RetryButton label="Action" />
      </Datagrid>
    </List>
  )
}
