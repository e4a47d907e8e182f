/**
 * Help requests (tickets) in the back office: the queue with each one's state and the time left to acknowledge
 * (48 hours) and resolve (one month), a ticket with its order, the answer (mailed to the buyer, shown on My orders)
 * and closing or opening it again. The order's page lists its tickets (OrderTickets).
 */
import { useState } from 'react'
import {
  Box,
  Button as MuiButton,
  Checkbox,
  FormControlLabel,
  Link,
  TextField as MuiTextField,
  Typography,
} from '@mui/material'
import {
  Datagrid,
  DateField,
  FunctionField,
  Labeled,
  List,
  ReferenceManyField,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin'
import { recordAction } from './data-provider'
import { indiaTime } from './format'
import { EmptyList } from './layout'
import { requestKindChoices, requestKindNames } from './words'

export interface TicketRow {
  id: string
  kind: 'help' | 'privacy'
  number: string
  state: 'open' | 'answered' | 'closed'
  reason: string
  message: string
  orderId: string | null
  email: string
  firstName: string
  lastName: string
  planName: string | null
  answer: string | null
  answeredAt: string | null
  answeredBy: string | null
  acknowledgeMinutesLeft: number | null
  resolveMinutesLeft: number | null
}

export const ticketStateChoices = [
  { id: 'open', name: 'Open: waiting for us' },
  { id: 'answered', name: 'Answered' },
  { id: 'closed', name: 'Closed' },
]
const reasonNames: Record<string, string> = {
  payment: 'A payment',
  refund: 'A refund request',
  report: 'The report',
  // A privacy request's reasons (src/content/privacy-centre.ts).
  correction: 'A correction to their data',
  question: 'A question about their data',
  complaint: 'A complaint about their data',
  other: 'Something else',
}

/** 2880 -> "2 days left", 125 -> "2 h left", -90 -> "1 h late"; null (done) -> "Done". */
export function timeLeft(minutes: number | null): string {
  if (minutes === null) return 'Done'
  const late = minutes < 0
  const size = Math.abs(minutes)
  const words =
    size >= 2 * 24 * 60
      ? `${Math.floor(size / (24 * 60))} days`
      : size >= 60
        ? `${Math.floor(size / 60)} h`
        : `${size} min`
  return late ? `${words} late` : `${words} left`
}

const filters = [
  <SearchInput
    key="q"
    source="q"
    placeholder="Number (HLP-000123, PRV-000005)"
    aria-label="Search by number"
    alwaysOn
  />,
  <SelectInput key="kind" source="kind" label="Kind" choices={requestKindChoices} alwaysOn />,
  <SelectInput key="state" source="state" label="State" choices={ticketStateChoices} alwaysOn />,
]

/** The time left on one of a ticket's clocks; `label` and `sortable` are read by the Datagrid's header. */
function Clock({
  source,
}: {
  source: 'acknowledgeMinutesLeft' | 'resolveMinutesLeft'
  label?: string
  sortable?: boolean
}) {
  const record = useRecordContext<TicketRow>()
  if (!record) return null
  const minutes = record[source]
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ fontWeight: minutes !== null && minutes < 0 ? 700 : 400 }}
      color={minutes !== null && minutes < 0 ? 'error' : undefined}
    >
      {timeLeft(minutes)}
    </Typography>
  )
}

function OrderLink() {
  const record = useRecordContext<TicketRow>()
  if (!record?.orderId) return null
  return (
    <Link href={`/admin/orders/${record.orderId}/show`} onClick={(event) => event.stopPropagation()}>
      {record.planName ?? 'The order'}
    </Link>
  )
}

function TicketColumns() {
  return [
    <TextField key="number" source="number" label="Number" />,
    <SelectField key="kind" source="kind" label="Kind" choices={requestKindChoices} sortable={false} />,
    <DateField key="createdAt" source="createdAt" label="Received" {...indiaTime} />,
    <SelectField key="state" source="state" label="State" choices={ticketStateChoices} sortable={false} />,
    <FunctionField
      key="reason"
      source="reason"
      label="About"
      sortable={false}
      render={(r: TicketRow) => reasonNames[r.reason] ?? r.reason}
    />,
    <Clock key="ack" source="acknowledgeMinutesLeft" label="Acknowledge (48 h)" sortable={false} />,
    <Clock key="resolve" source="resolveMinutesLeft" label="Resolve (1 month)" sortable={false} />,
  ]
}

export function TicketList() {
  return (
    <List
      title="Help and privacy requests"
      filters={filters}
      // Every filter is always shown: no menu of more filters or saved queries (the library's words).
      actions={false}
      filterDefaultValues={{ state: 'open' }}
      sort={{ field: 'resolveBy', order: 'ASC' }}
      exporter={false}
      empty={false}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick="show"
        empty={<EmptyList text="No request matches: none is waiting, or none came in." />}
      >
        {TicketColumns().slice(0, 4)}
        <TextField source="email" label="Buyer's email" sortable={false} />
        <FunctionField label="Order" sortable={false} render={() => <OrderLink />} />
        {TicketColumns().slice(4)}
      </Datagrid>
    </List>
  )
}

/** The order page's help requests. */
export function OrderTickets() {
  return (
    <ReferenceManyField reference="tickets" target="orderId" sort={{ field: 'createdAt', order: 'ASC' }}>
      <Datagrid
        bulkActionButtons={false}
        rowClick="show"
        empty={<Typography variant="body2">No help requests about this order.</Typography>}
      >
        {TicketColumns()}
      </Datagrid>
    </ReferenceManyField>
  )
}

function AnswerForm() {
  const record = useRecordContext<TicketRow>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [answer, setAnswer] = useState('')
  const [close, setClose] = useState(false)
  const [busy, setBusy] = useState(false)
  if (!record) return null
  const send = async () => {
    setBusy(true)
    try {
      await recordAction('tickets', record.id, 'answer', { answer, close })
      notify(close ? 'Answer sent to the buyer; the request is closed.' : 'Answer sent to the buyer.', {
        type: 'success',
      })
      setAnswer('')
      setClose(false)
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The answer could not be sent.', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Box component="section" aria-labelledby="ticket-answer-heading" sx={{ maxWidth: 720 }}>
      <Typography id="ticket-answer-heading" variant="h6" component="h2" gutterBottom>
        {record.answer ? 'Write to the buyer again' : 'Answer the buyer'}
      </Typography>
      <MuiTextField
        label="Your answer (mailed to the buyer and shown on My orders)"
        multiline
        minRows={4}
        fullWidth
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <FormControlLabel
        control={<Checkbox checked={close} onChange={(event) => setClose(event.target.checked)} />}
        label="This resolves the request: close it"
      />
      <Box>
        <MuiButton variant="contained" disabled={busy || answer.trim() === ''} onClick={() => void send()}>
          Send the answer
        </MuiButton>
      </Box>
    </Box>
  )
}

function StateButton() {
  const record = useRecordContext<TicketRow>()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  if (!record) return null
  const closed = record.state === 'closed'
  return (
    <MuiButton
      size="small"
      disabled={isPending}
      onClick={() =>
        void update(
          'tickets',
          {
            id: record.id,
            data: { state: closed ? 'open' : 'closed' },
            previousData: { state: record.state },
          },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(closed ? 'Request opened again.' : 'Request closed.', { type: 'success' }),
            onError: (error) => notify(String((error as Error).message), { type: 'error' }),
          },
        )
      }
    >
      {closed ? 'Open it again' : 'Close without answering'}
    </MuiButton>
  )
}

const factsGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  columnGap: 3,
  rowGap: 1.5,
} as const

function TicketTitle() {
  const record = useRecordContext<TicketRow>()
  return <>{record ? `${requestKindNames[record.kind] ?? 'Request'} ${record.number}` : 'Request'}</>
}

export function TicketShow() {
  return (
    <Show title={<TicketTitle />} actions={false}>
      <SimpleShowLayout>
        <Box sx={factsGrid}>
          <Labeled label="State">
            <SelectField source="state" choices={ticketStateChoices} />
          </Labeled>
          <Labeled label="Acknowledge within 48 hours">
            <Clock source="acknowledgeMinutesLeft" />
          </Labeled>
          <Labeled label="Resolve within one month">
            <Clock source="resolveMinutesLeft" />
          </Labeled>
          <Labeled label="Received">
            <DateField source="createdAt" {...indiaTime} />
          </Labeled>
          <Labeled label="Buyer's email">
            <TextField source="email" />
          </Labeled>
          <Labeled label="Order">
            <OrderLink />
          </Labeled>
          <Labeled label="About">
            <FunctionField render={(r: TicketRow) => reasonNames[r.reason] ?? r.reason} />
          </Labeled>
        </Box>
        <Labeled label="The buyer wrote">
          <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <Labeled label="Our latest answer">
          <FunctionField
            render={(r: TicketRow) =>
              r.answer ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {r.answer}
                  {'\n'}({r.answeredBy},{' '}
                  {r.answeredAt
                    ? new Date(r.answeredAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })
                    : ''}
                  )
                </Typography>
              ) : (
                'Not answered yet.'
              )
            }
          />
        </Labeled>
        <AnswerForm />
        <StateButton />
      </SimpleShowLayout>
    </Show>
  )
}
