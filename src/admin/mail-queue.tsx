import { useState } from 'react'
import { Button } from '@mui/material'
import {
  Datagrid,
  DateField,
  List,
  NumberField,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin'
import { indiaTime } from './format'
import { recordAction } from './data-provider'

function RetryButton() {
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

/** Messages that failed for good or are waiting to retry. */
export function MailQueueList() {
  return (
    <List exporter={false} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" label="Queued" {...indiaTime} sortable={false} />
        <TextField source="kind" sortable={false} />
        <TextField source="to" sortable={false} />
        <TextField source="subject" sortable={false} />
        <TextField source="status" sortable={false} />
        <NumberField source="attempts" sortable={false} />
        <DateField source="nextAttemptAt" label="Next try" {...indiaTime} sortable={false} />
        <TextField source="lastError" label="Last error" sortable={false} />
        <RetryButton />
      </Datagrid>
    </List>
  )
}
