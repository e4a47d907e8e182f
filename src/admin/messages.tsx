import { Button } from '@mui/material'
import {
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  TextField,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin'
import { indiaTime } from './format'
import { EmptyList } from './layout'

const filters = [<NullableBooleanInput key="handled" source="handled" label="Handled" alwaysOn />]

function HandledButton(_props: { label: string }) {
  const record = useRecordContext<{ id: string; handledAt: string | null }>()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  if (!record) return null
  const handled = record.handledAt !== null
  return (
    <Button
      size="small"
      sx={{ whiteSpace: 'nowrap' }}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation()
        void update(
          'messages',
          { id: record.id, data: { handled: !handled }, previousData: { handled } },
          {
            mutationMode: 'pessimistic',
            onError: (error) => notify(String((error as Error).message), { type: 'error' }),
          },
        )
      }}
    >
      {handled ? 'Reopen' : 'Mark handled'}
    </Button>
  )
}

/** Contact messages from the site, the ones not handled yet first shown. */
export function MessageList() {
  return (
    <List
      title="Contact messages"
      empty={<EmptyList text="No contact message has come in yet." />}
      filters={filters}
      filterDefaultValues={{ handled: false }}
      // The one filter is always shown: no menu of saved queries (the library's words).
      actions={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyList text="No message matches: all are handled, or none came in." />}
      >
        <DateField source="createdAt" label="Received" {...indiaTime} sortable={false} />
        <TextField source="name" label="Name" sortable={false} />
        <TextField source="email" label="Email" sortable={false} />
        <TextField source="message" label="Message" sortable={false} sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="handledAt" label="Handled" {...indiaTime} sortable={false} />
        <TextField source="handledBy" label="By" sortable={false} />
        <HandledButton label="Action" />
      </Datagrid>
    </List>
  )
}
