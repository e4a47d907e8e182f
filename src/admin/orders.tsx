import { useState, type ReactNode } from 'react'
import {
  Box,
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import {
  Datagrid,
  DateField,
  DateInput,
  Edit,
  EditButton,
  FilterButton,
  FunctionField,
  Labeled,
  LinearProgress,
  List,
  SaveButton,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin'
import { OrderCounsellor } from './counsellors'
import { EmptyList } from './layout'
import { recordAction } from './data-provider'
import { reportState, type ReportRow } from './reports'
import { BreachNotice } from './breach-notice'
import { DocumentsExport } from './documents-export'
import { OrderTickets } from './tickets'
import {
  fulfilmentChoices,
  indiaTime,
  mailKindNames,
  mailStatusNames,
  paymentFilterChoices,
  paymentMethodNames,
  refundStatusNames,
  paymentLineNames,
  paymentStateName,
  rupees,
  when,
} from './format'

interface OrderDetail {
  id: string
  /** The short reference the buyer reads (My orders, the success modal). */
  reference: string
  gatewayOrderId: string
  name: string
  status: string
  paymentState: string
  paymentId: string | null
  payments: {
    id: string
    amountPaise: number
    status: string
    /** The gateway's status moved on by our refund of the payment. */
    state: string
    method: string | null
    createdAt: string
  }[]
  refunds: {
    id: string
    paymentId: string
    amountPaise: number
    status: string
    reason: string
    gatewayRefundId: string | null
    createdAt: string
  }[]
  invoice: {
    id: string
    number: string
    issuedAt: string
    totalPaise: number
    /** The credit notes' numbers, joined, once they credit the invoice in full. */
    cancelledBy: string | null
    creditedBy: string[]
  } | null
  creditNotes: { id: string; number: string; issuedAt: string; totalPaise: number; reason: string }[]
  scan: {
    status: 'sent' | 'consented' | 'submitted' | 'withdrawn' | 'erased'
    answered: number
    total: number
    linkSentAt: string
    consentedAt: string | null
    submittedAt: string | null
    childFirstName: string | null
    hurried: boolean
    canReopen: boolean
  } | null
  report: (Omit<ReportRow, 'id'> & { id: string }) | null
  mails: {
    id: number
    kind: string
    to: string
    subject: string
    status: string
    attempts: number
    createdAt: string
    sentAt: string | null
  }[]
}

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Email, phone, order reference or payment id"
    aria-label="Search by email, phone, order reference or payment id"
    sx={{ minWidth: { xs: 0, sm: 360 } }}
  />,
  <SelectInput key="status" source="status" label="Payment" choices={paymentFilterChoices} alwaysOn />,
  <SelectInput
    key="fulfilment"
    source="fulfilmentStatus"
    label="Fulfilment"
    choices={fulfilmentChoices}
    alwaysOn
  />,
  <DateInput key="from" source="from" label="From" />,
  <DateInput key="to" source="to" label="To" />,
]

interface OrderRow {
  id: string
  reference: string
  email: string
  amountPaise: number
  paymentState: string
  buyerStatus: string
  fulfilmentStatus: string
  /** The order's counsellor by name (server/counsellors/order-counsellor.ts, the wide list's column), or null. */
  counsellor: string | null
  createdAt: string
}

/** The phone list's second line: what the buyer sees, the fulfilment, and the counsellor when there is one. */
function orderPhoneLine(r: Pick<OrderRow, 'buyerStatus' | 'fulfilmentStatus' | 'counsellor'>) {
  return [
    r.buyerStatus,
    fulfilmentChoices.find((c) => c.id === r.fulfilmentStatus)?.name ?? '',
    ...(r.counsellor ? [`Counsellor: ${r.counsellor}`] : []),
  ].join(' · ')
}

export function OrderList() {
  // On a phone the ten columns do not fit: one line per order with what a call needs, the counsellor included.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    <List
      title="Orders"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={<OrderListActions />}
      empty={<EmptyList text="No order yet: orders appear here as soon as someone opens checkout." />}
    >
      {small ? (
        <SimpleList<OrderRow>
          sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
          rowClick="show"
          empty={noMatch}
          primaryText={(r) => `${r.reference} · ${r.email}`}
          secondaryText={orderPhoneLine}
          tertiaryText={(r) => `${rupees(r.amountPaise)} · ${when(r.createdAt)}`}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} empty={noMatch}>
          <DateField source="createdAt" label="Created" {...indiaTime} />
          <TextField source="reference" label="Order" sortable={false} />
          <TextField source="email" label="Email" />
          <TextField source="name" label="Name" sortable={false} />
          <TextField source="phone" label="Phone" sortable={false} />
          <TextField source="planName" label="Plan" sortable={false} />
          <FunctionField
            source="amountPaise"
            label="Amount"
            render={(r: { amountPaise: number }) => rupees(r.amountPaise)}
          />
          <FunctionField
            source="paymentState"
            label="Payment"
            sortable={false}
            render={(r: OrderRow) => paymentStateName(r.paymentState)}
          />
          <TextField source="buyerStatus" label="Buyer sees" sortable={false} />
          <SelectField source="fulfilmentStatus" label="Fulfilment" choices={fulfilmentChoices} />
          <TextField source="counsellor" label="Counsellor" sortable={false} />
        </Datagrid>
      )}
    </List>
  )
}

const noMatch = <EmptyList text="No order matches these filters." />

/** The list's toolbar: the filters not always shown, and the month's GST documents as CSV. */
function OrderListActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FilterButton disableSaveQuery />
      <DocumentsExport />
      <BreachNotice />
    </TopToolbar>
  )
}

function OrderActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
      <EmailInvoiceButton />
      <EmailScanLinkButton />
      <ReportButtons />
      <RefundButton />
      <EditButton label="Fulfilment" />
    </TopToolbar>
  )
}

function EmailInvoiceButton() {
  const record = useRecordContext<OrderDetail>()
  if (!record?.invoice) return null
  return (
    <ActionButton
      record={record}
      action="invoice/email"
      label="Email invoice again"
      done="The invoice is queued to the buyer."
      failed="Could not queue the invoice."
    />
  )
}

function EmailScanLinkButton() {
  const record = useRecordContext<OrderDetail>()
  if (!record?.scan) return null
  return (
    <ActionButton
      record={record}
      action="scan/email"
      label="Email scan link again"
      done="The scan link is queued to the buyer."
      failed="Could not queue the scan link."
    />
  )
}

function ReportButtons() {
  const record = useRecordContext<OrderDetail>()
  if (!record?.report) return null
  return (
    <>
      <ActionButton
        record={record}
        action="report/regenerate"
        label="New version of the report"
        done="A new version of the report is being prepared from the same answers."
        failed="Could not start a new version."
      />
      {record.report.version !== null && (
        <ActionButton
          record={record}
          action="report/email"
          label="Email report again"
          done="The report is queued to the buyer."
          failed="Could not queue the report."
        />
      )}
    </>
  )
}

/** A button that posts one action on the order and says how it went. */
function ActionButton(props: {
  record: OrderDetail
  action: string
  label: string
  done: string
  failed: string
}) {
  const notify = useNotify()
  const refresh = useRefresh()
  const [busy, setBusy] = useState(false)
  const send = async () => {
    setBusy(true)
    try {
      await recordAction('orders', props.record.id, props.action)
      notify(props.done, { type: 'success' })
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : props.failed, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <MuiButton size="small" onClick={() => void send()} disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
      {props.label}
    </MuiButton>
  )
}

/** "4999", "4,999.50" -> paise; undefined for anything else. */
function paiseOf(text: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.replace(/[,\s₹]/g, ''))
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** A refund still moving through the gateway: another of the same payment waits for it (the API refuses it). */
const movingRefund = ['due', 'creating', 'pending']

function RefundButton() {
  const record = useRecordContext<OrderDetail>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [amount, setAmount] = useState('')
  const [confirmed, setConfirmed] = useState(false)
  const [busy, setBusy] = useState(false)
  // Opened from the list, the page first renders the list's row, which has no payments or refunds yet.
  if (!record?.payments || !record.refunds) return null
  const paying = record.payments.find((p) => p.id === record.paymentId)
  if (paying?.status !== 'captured') return null
  const earlier = record.refunds.filter((r) => r.paymentId === paying.id)
  const left = paying.amountPaise - earlier.reduce((sum, r) => sum + r.amountPaise, 0)
  if (left <= 0 || earlier.some((r) => movingRefund.includes(r.status))) return null
  // Before the invoice only the whole payment can go back (a part needs the invoice its credit note reduces).
  const wholeOnly = !record.invoice
  const deliveredAt = record.report && record.report.version !== null ? record.report.generatedAt : null
  const amountPaise = wholeOnly ? left : paiseOf(amount)
  const amountError =
    amountPaise === undefined
      ? 'An amount in rupees, like 1000 or 1000.50.'
      : amountPaise > left
        ? `At most ${rupees(left)}.`
        : amountPaise < 100
          ? 'At least ₹1.'
          : undefined
  const ready = reason.trim().length >= 3 && amountError === undefined && (deliveredAt === null || confirmed)
  const start = () => {
    setAmount((left / 100).toFixed(2).replace(/\.00$/, ''))
    setConfirmed(false)
    setOpen(true)
  }
  const refund = async () => {
    setBusy(true)
    try {
      await recordAction('orders', record.id, 'refund', {
        reason,
        amountPaise,
        ...(deliveredAt === null ? {} : { confirmDelivered: confirmed }),
      })
      notify('Refund issued through the gateway.', { type: 'success' })
      setOpen(false)
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The refund could not be issued.', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <MuiButton size="small" color="error" onClick={start}>
        Refund
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="refund-title">
        <DialogTitle id="refund-title">Refund payment {paying.id}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Paid {rupees(paying.amountPaise)}
            {left < paying.amountPaise ? `, ${rupees(paying.amountPaise - left)} refunded already` : ''};{' '}
            {rupees(left)} can be refunded.{' '}
            {wholeOnly
              ? 'The order is not invoiced yet: only the whole payment can be refunded, and the order will never be invoiced.'
              : 'The refund gets a credit note for its amount; a part leaves the order paid.'}{' '}
            This cannot be undone.
          </DialogContentText>
          <MuiTextField
            label="Amount (₹)"
            required
            fullWidth
            margin="normal"
            value={wholeOnly ? (left / 100).toFixed(2) : amount}
            disabled={wholeOnly}
            onChange={(event) => setAmount(event.target.value)}
            error={!wholeOnly && amountError !== undefined}
            helperText={wholeOnly ? 'The whole payment.' : (amountError ?? `Up to ${rupees(left)}.`)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <MuiTextField
            label="Reason"
            required
            fullWidth
            multiline
            margin="normal"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {deliveredAt !== null && (
            <FormControlLabel
              control={
                <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
              }
              label={`The report was delivered to the buyer on ${when(deliveredAt)}. I refund it anyway.`}
            />
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
          <MuiButton
            color="error"
            variant="contained"
            disabled={busy || !ready}
            onClick={() => void refund()}
          >
            {busy ? 'Refunding…' : `Refund ${amountPaise === undefined ? '' : rupees(amountPaise)}`}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  )
}

/** The payment states of an order whose paying payment is refunded (server/services/order-status.ts). */
const refundStates = ['refunding', 'refund-failed', 'refunded']

const refundReasons: Record<string, string> = {
  staff: 'Staff refund',
  duplicate: 'Second payment',
  'amount-mismatch': 'Wrong amount',
}

function Rows<T>(props: {
  title: string
  rows: T[]
  columns: [string, (row: T) => ReactNode][]
  empty: string
}) {
  return (
    <section>
      <Typography component="h2" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {props.title}
      </Typography>
      {props.rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {props.empty}
        </Typography>
      ) : (
        // On a phone the table scrolls sideways in its box, which the keyboard can reach and scroll too.
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={props.title}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {props.columns.map(([label]) => (
                  <TableCell key={label}>{label}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {props.rows.map((row, index) => (
                <TableRow key={index}>
                  {props.columns.map(([label, cell]) => (
                    <TableCell key={label}>{cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </section>
  )
}

function OrderRecords() {
  const record = useRecordContext<Partial<OrderDetail>>()
  if (!record?.payments || !record.refunds || !record.mails) return <LinearProgress />
  return (
    <>
      <Rows
        title="Payments"
        rows={record.payments}
        empty="No payment reported by the gateway."
        columns={[
          ['Payment id', (p) => p.id],
          ['Amount', (p) => rupees(p.amountPaise)],
          ['Status', (p) => paymentLineNames[p.state] ?? p.state],
          ['Method', (p) => (p.method ? (paymentMethodNames[p.method] ?? p.method) : 'Not reported')],
          ['At', (p) => when(p.createdAt)],
        ]}
      />
      <Rows
        title="Refunds"
        rows={record.refunds}
        empty="No refund."
        columns={[
          ['Refund', (r) => r.gatewayRefundId ?? r.id],
          ['Amount', (r) => rupees(r.amountPaise)],
          ['Why', (r) => refundReasons[r.reason] ?? r.reason],
          ['Status', (r) => refundStatusNames[r.status] ?? r.status],
          ['At', (r) => when(r.createdAt)],
        ]}
      />
      {record.scan !== undefined && (
        <Rows
          title="DEM scan"
          rows={record.scan ? [record.scan] : []}
          empty="No scan: it opens when a report order is invoiced."
          columns={[
            ['State', (scan) => scanState(scan)],
            ['Child', (scan) => scan.childFirstName ?? ''],
            ['Link sent', (scan) => when(scan.linkSentAt)],
            ['Consent given', (scan) => when(scan.consentedAt)],
            ['Submitted', (scan) => when(scan.submittedAt)],
          ]}
        />
      )}
      {record.report !== undefined && (
        <Rows
          title="Success Blueprint report"
          rows={record.report ? [record.report] : []}
          empty="No report: it is made when the scan is submitted."
          columns={[
            ['State', (report) => reportState(report)],
            ['Generated', (report) => when(report.generatedAt)],
          ]}
        />
      )}
      <Rows
        title="Invoice and credit notes"
        rows={[
          ...(record.invoice
            ? [
                {
                  kind: 'Invoice',
                  number: record.invoice.number,
                  at: record.invoice.issuedAt,
                  amount: record.invoice.totalPaise,
                  note: record.invoice.cancelledBy
                    ? `Cancelled by ${record.invoice.cancelledBy}`
                    : record.invoice.creditedBy.length > 0
                      ? `Credited in part by ${record.invoice.creditedBy.join(', ')}`
                      : '',
                  pdf: 'invoice',
                },
              ]
            : []),
          ...(record.creditNotes ?? []).map((note) => ({
            kind: 'Credit note',
            number: note.number,
            at: note.issuedAt,
            amount: note.totalPaise,
            note: note.reason,
            pdf: `credit-notes/${encodeURIComponent(note.id)}`,
          })),
        ]}
        empty={
          refundStates.includes(record.paymentState ?? '')
            ? 'Not invoiced: refunded before the invoice was issued, so none will be.'
            : 'Not invoiced.'
        }
        columns={[
          ['Document', (d) => d.kind],
          ['Number', (d) => d.number],
          ['Issued', (d) => when(d.at)],
          ['Amount', (d) => rupees(d.amount)],
          ['Note', (d) => d.note],
          [
            'PDF',
            (d) => (
              <Link
                href={`/api/admin/orders/${encodeURIComponent(String(record.id))}/${d.pdf}`}
                download
                aria-label={`Download ${d.kind.toLowerCase()} ${d.number} (PDF)`}
              >
                Download
              </Link>
            ),
          ],
        ]}
      />
      <Rows
        title="Mail sent for this order"
        rows={record.mails}
        empty="No mail."
        columns={[
          ['Kind', (m) => mailKindNames[m.kind] ?? m.kind],
          ['To', (m) => m.to],
          ['Subject', (m) => m.subject],
          [
            'Status',
            (m) =>
              `${mailStatusNames[m.status] ?? m.status}${m.attempts > 1 ? ` (${m.attempts} tries)` : ''}`,
          ],
          ['Sent', (m) => when(m.sentAt)],
        ]}
      />
    </>
  )
}

function scanState(scan: NonNullable<OrderDetail['scan']>): string {
  switch (scan.status) {
    case 'sent':
      return 'Link sent, no consent yet'
    case 'consented':
      return `Consent given, ${scan.answered} of ${scan.total} answered`
    case 'submitted':
      return scan.hurried
        ? `Submitted; the report found the answers hurried (${scan.canReopen ? 'the parent can reopen it once' : 'already answered again'})`
        : `Submitted (${scan.total} of ${scan.total})`
    case 'withdrawn':
      return 'Consent withdrawn, answers erased'
    case 'erased':
      return 'Erased after two years (retention)'
  }
}

/** The order's facts side by side, so the payments, refunds, documents and mails below fit on one screen. */
const factsGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  columnGap: 3,
  rowGap: 1.5,
} as const

/** "Order 3F2A9C1B, Asha Verma": the reference the buyer quotes, then who. */
function OrderTitle({ prefix }: { prefix: string }) {
  const record = useRecordContext<Partial<OrderDetail>>()
  if (!record?.reference) return <>{prefix}</>
  return (
    <>
      {prefix} {record.reference}
      {record.name ? `, ${record.name}` : ''}
    </>
  )
}

export function OrderShow() {
  return (
    <Show actions={<OrderActions />} title={<OrderTitle prefix="Order" />}>
      <SimpleShowLayout>
        <Box sx={factsGrid}>
          <Labeled label="Buyer sees">
            <TextField source="buyerStatus" sx={{ fontWeight: 600 }} />
          </Labeled>
          <Labeled label="Email">
            <TextField source="email" />
          </Labeled>
          <Labeled label="Name">
            <TextField source="name" />
          </Labeled>
          <Labeled label="Phone">
            <TextField source="phone" />
          </Labeled>
          <Labeled label="Plan">
            <TextField source="planName" />
          </Labeled>
          <Labeled label="Amount">
            <FunctionField render={(r: { amountPaise: number }) => rupees(r.amountPaise)} />
          </Labeled>
          <Labeled label="Payment state">
            <FunctionField
              source="paymentState"
              render={(r: Partial<OrderDetail>) => paymentStateName(r.paymentState ?? r.status)}
            />
          </Labeled>
          <Labeled label="Fulfilment">
            <SelectField source="fulfilmentStatus" choices={fulfilmentChoices} />
          </Labeled>
          <Labeled label="Created">
            <DateField source="createdAt" {...indiaTime} />
          </Labeled>
          <Labeled label="Order reference">
            <TextField source="reference" />
          </Labeled>
          <Labeled label="Gateway order">
            <TextField source="gatewayOrderId" sx={{ overflowWrap: 'anywhere' }} />
          </Labeled>
          <Labeled label="Order id">
            <TextField source="id" sx={{ overflowWrap: 'anywhere' }} />
          </Labeled>
        </Box>
        <OrderCounsellor />
        <OrderRecords />
        <Labeled label="Help requests">
          <OrderTickets />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  )
}

/**
 * The order's counsellor has one source (server/counsellors/order-counsellor.ts): a certified counsellor is changed
 * with Reassign on the order's page; a name is written here only while none takes the order.
 */
function CounsellorInput() {
  const record = useRecordContext<{ assignedCounsellor?: { name: string } | null }>()
  if (record?.assignedCounsellor)
    return (
      <Labeled label="Assigned counsellor">
        <Typography variant="body2">
          {record.assignedCounsellor.name}, certified: change them with Reassign on the order’s page.
        </Typography>
      </Labeled>
    )
  return (
    <TextInput
      source="counsellor"
      label="Assigned counsellor"
      helperText="A name, while no certified counsellor takes the order."
    />
  )
}

export function OrderEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" title={<OrderTitle prefix="Fulfilment of order" />}>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Labeled label="Buyer's email">
          <TextField source="email" />
        </Labeled>
        <SelectInput source="fulfilmentStatus" label="Fulfilment" choices={fulfilmentChoices} />
        <CounsellorInput />
      </SimpleForm>
    </Edit>
  )
}
