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

const filters = [<NullableBooleanInput key="handled" source="handled" alwaysOn />]

function HandledButton() {
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

export function MessageList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ handled: false }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" label="Received" {...indiaTime} sortable={false} />
        <TextField source="name" sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="message" sortable={false} sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="handledAt" label="Handled" {...indiaTime} sortable={false} />
        <TextField source="handledBy" label="By" sortable={false} />
        <HandledButton />
      </Datagrid>
    </List>
  )
}
