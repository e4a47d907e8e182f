/** Counsellors in the back office: who is certified, their students, sessions and referral sales; certify, suspend. */
import { useEffect, useId, useState } from 'react'
import {
  Box,
  Button as MuiButton,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import {
  CheckboxGroupInput,
  Create,
  CreateButton,
  Datagrid,
  DateField,
  Edit,
  EditButton,
  FunctionField,
  Labeled,
  List,
  NumberField,
  required,
  SaveButton,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  email,
  useGetList,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
} from 'react-admin'
import { when, indiaTime, rupees } from './format'
import { adminFetch, AdminHttpError } from './http'
import { timeLeft } from './tickets'
import { studentState, type StudentFacts } from './words'

export const counsellorStatusChoices = [
  { id: 'certified', name: 'Certified' },
  { id: 'suspended', name: 'Suspended' },
]

/** The languages a counsellor holds debriefs in: assignment gives them families in these only (issue 50 point 3). */
const counsellorLanguageChoices = [
  { id: 'en', name: 'English' },
  { id: 'hi', name: 'Hindi' },
]

/** The form's field for them, on certifying and on editing; at least one (the API refuses none). */
function LanguagesInput({ defaultValue }: { defaultValue?: string[] }) {
  return (
    <CheckboxGroupInput
      source="languages"
      label="Languages they hold debriefs in (families are assigned in these only)"
      choices={counsellorLanguageChoices}
      defaultValue={defaultValue}
      validate={required('Please choose at least one language.')}
    />
  )
}

const languageNames: Record<string, string> = { en: 'English', hi: 'Hindi' }

/** "English, Hindi", always in that order, however they were ticked. */
function languagesText(languages: readonly string[] | undefined) {
  return counsellorLanguageChoices
    .filter((choice) => languages?.includes(choice.id))
    .map((choice) => choice.name)
    .join(', ')
}

export interface CounsellorRow {
  id: string
  email: string
  name: string
  phone: string | null
  status: 'certified' | 'suspended'
  languages: ('en' | 'hi')[]
  certifiedAt: string
  referralCode: string
  openStudents: number
  studentsTotal: number
  upcomingSessions: number
  referralSales: number
  selfReferrals: number
  commissionPaise: number
  students?: ({ orderId: string; parentName: string; childFirstName: string | null } & StudentFacts)[]
}

/** No counsellor yet: what the list is for, and the way to the first one. */
function NoCounsellors() {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        No counsellor is certified yet. Certify a counsellor-kit buyer after their training batch, or anyone
        by email: report orders are then assigned to them.
      </Typography>
      <CreateButton label="Certify a counsellor" />
    </Box>
  )
}

/** A family no counsellor fits yet (GET /api/admin/counsellors/waiting, server/counsellors/assign.ts). */
interface WaitingFamily {
  orderId: string
  reference: string
  parentName: string
  language: string
  waitingSince: string
  deadline: string
  overdue: boolean
}

/**
 * The families no certified counsellor with free times in their language fits (issue 50 point 3): staff's queue, each
 * with the time left before its deadline. A family leaves it when a counsellor who fits publishes hours (the parent
 * is then mailed) or staff assign one on the order's page.
 */
function WaitingFamilies() {
  const headingId = useId()
  const [families, setFamilies] = useState<(WaitingFamily & { minutesLeft: number })[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    adminFetch('/api/admin/counsellors/waiting').then(
      ({ json }) => {
        // The time left as of the answer (the clock is read here, not while rendering).
        const now = Date.now()
        if (live)
          setFamilies(
            (json as { families: WaitingFamily[] }).families.map((family) => ({
              ...family,
              minutesLeft: Math.round((Date.parse(family.deadline) - now) / 60_000),
            })),
          )
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [])
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, mb: 1 }}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Families waiting for a counsellor
      </Typography>
      {failed ? (
        <Typography variant="body2" color="error">
          The families waiting could not be loaded. Reload the page to try again.
        </Typography>
      ) : families === null ? null : families.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No family is waiting: every paid report has a counsellor.
        </Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1, maxWidth: 640 }}>
            No certified counsellor with free times in the next 14 days speaks these families&apos; language.
            Assign one on the order&apos;s page before the deadline, or ask a counsellor who speaks it to
            publish hours: the family is then theirs and the parent is mailed.
          </Typography>
          <Box
            sx={{ overflowX: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label="Table of the families waiting"
          >
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Order</TableCell>
                  <TableCell>Parent</TableCell>
                  <TableCell>Language</TableCell>
                  <TableCell>Waiting since</TableCell>
                  <TableCell>Deadline</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {families.map((family) => (
                  <TableRow key={family.orderId}>
                    <TableCell>
                      <a href={`/admin/orders/${encodeURIComponent(family.orderId)}/show`}>
                        {family.reference}
                      </a>
                    </TableCell>
                    <TableCell>{family.parentName}</TableCell>
                    <TableCell>{languageNames[family.language] ?? family.language}</TableCell>
                    <TableCell>{when(family.waitingSince)}</TableCell>
                    <TableCell sx={family.overdue ? { color: 'error.main', fontWeight: 600 } : undefined}>
                      {when(family.deadline)} ({timeLeft(family.minutesLeft)})
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  )
}

export function CounsellorList() {
  return (
    <>
      <WaitingFamilies />
      <CounsellorGrid />
    </>
  )
}

function CounsellorGrid() {
  return (
    <List
      title="Counsellors"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      exporter={false}
      empty={<NoCounsellors />}
      actions={
        <TopToolbar>
          <CreateButton label="Certify a counsellor" />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="name" sortable={false} />
        <TextField source="email" sortable={false} />
        <SelectField source="status" choices={counsellorStatusChoices} sortable={false} />
        <FunctionField
          label="Languages"
          render={(r: CounsellorRow) => languagesText(r.languages)}
          sortable={false}
        />
        <NumberField source="openStudents" label="Open students" sortable={false} />
        <NumberField source="studentsTotal" label="Students in all" sortable={false} />
        <NumberField source="upcomingSessions" label="Upcoming sessions" sortable={false} />
        <NumberField source="referralSales" label="Referral sales" sortable={false} />
        <NumberField source="selfReferrals" label="Own purchases (no commission)" sortable={false} />
        <FunctionField
          label="Commission (not paid out here)"
          render={(r: CounsellorRow) => rupees(r.commissionPaise)}
        />
      </Datagrid>
    </List>
  )
}

export function CounsellorCreate() {
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <Create
      title="Certify a counsellor"
      redirect="show"
      mutationOptions={{
        // Our words instead of the library's "Element created"; the page then opens the counsellor.
        onSuccess: (made: { id: string }) => {
          notify('Counsellor certified. They sign in at /workspace with a code mailed to them.', {
            type: 'success',
          })
          redirect('show', 'counsellors', made.id)
        },
      }}
    >
      <SimpleForm>
        <Typography variant="body2" sx={{ mb: 2, maxWidth: 560 }}>
          Certify a counsellor-kit buyer after their training batch, or add a counsellor by email. They sign
          in at /workspace with a code mailed to this address.
        </Typography>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="name" validate={required()} />
        <TextInput source="phone" label="Phone (optional)" />
        <LanguagesInput defaultValue={['en']} />
      </SimpleForm>
    </Create>
  )
}

export function CounsellorEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" title={<CounsellorTitle prefix="Edit or suspend" />}>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextField source="email" />
        <TextInput source="name" validate={required()} />
        <TextInput source="phone" />
        <LanguagesInput />
        <SelectInput
          source="status"
          label="Status (suspended: no sign-in, no new students)"
          choices={counsellorStatusChoices}
        />
      </SimpleForm>
    </Edit>
  )
}

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  columnGap: 3,
  rowGap: 1.5,
} as const

function Students() {
  const record = useRecordContext<CounsellorRow>()
  const students = record?.students ?? []
  return (
    <section>
      <Typography component="h2" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        Students
      </Typography>
      {students.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No students yet.
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Child</TableCell>
              <TableCell>Parent</TableCell>
              <TableCell>State</TableCell>
              <TableCell>Order</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {students.map((s) => (
              <TableRow key={s.orderId}>
                <TableCell>{s.childFirstName ?? ''}</TableCell>
                <TableCell>{s.parentName}</TableCell>
                <TableCell>{studentState(s, when)}</TableCell>
                <TableCell>
                  <a href={`/admin/orders/${encodeURIComponent(s.orderId)}/show`}>Open the order</a>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  )
}

/** "Counsellor Meera Iyer": the person, not the library's "Counsellors #id". */
function CounsellorTitle({ prefix }: { prefix: string }) {
  const record = useRecordContext<Partial<CounsellorRow>>()
  return <>{record?.name ? `${prefix} ${record.name}` : prefix}</>
}

export function CounsellorShow() {
  return (
    <Show
      title={<CounsellorTitle prefix="Counsellor" />}
      actions={
        <TopToolbar>
          <EditButton label="Edit or suspend" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Box sx={grid}>
          <Labeled label="Name">
            <TextField source="name" />
          </Labeled>
          <Labeled label="Email">
            <TextField source="email" />
          </Labeled>
          <Labeled label="Phone">
            <TextField source="phone" emptyText="-" />
          </Labeled>
          <Labeled label="Status">
            <SelectField source="status" choices={counsellorStatusChoices} />
          </Labeled>
          <Labeled label="Languages">
            <FunctionField render={(r: CounsellorRow) => languagesText(r.languages)} />
          </Labeled>
          <Labeled label="Certified">
            <DateField source="certifiedAt" {...indiaTime} />
          </Labeled>
          <Labeled label="Referral code">
            <TextField source="referralCode" />
          </Labeled>
          <Labeled label="Open students">
            <NumberField source="openStudents" />
          </Labeled>
          <Labeled label="Students in all">
            <NumberField source="studentsTotal" />
          </Labeled>
          <Labeled label="Upcoming sessions">
            <NumberField source="upcomingSessions" />
          </Labeled>
          <Labeled label="Referral sales">
            <NumberField source="referralSales" />
          </Labeled>
          <Labeled label="Own purchases through their link (no commission)">
            <NumberField source="selfReferrals" />
          </Labeled>
          <Labeled label="Commission (not paid out here)">
            <FunctionField render={(r: CounsellorRow) => rupees(r.commissionPaise)} />
          </Labeled>
        </Box>
        <Students />
      </SimpleShowLayout>
    </Show>
  )
}

/** What the order detail says about its counsellor (GET /api/admin/orders/:id). */
interface OrderCounsellorFields {
  id: string
  role?: string
  /** The order's counsellor by name, the one answer (server/counsellors/order-counsellor.ts). */
  counsellor?: string | null
  assignedCounsellor?: { id: string; name: string; email: string } | null
  referredBy?: { id: string; name: string } | null
  debrief?: { id: string; startsAt: string; status: string } | null
}

const debriefNames: Record<string, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  held: 'Held',
  'no-show': 'No-show',
}

/**
 * On an order's page, the one place it names the order's counsellor (the page's facts above no longer repeat it): the
 * certified counsellor with Reassign, the referral and the debrief.
 */
export function OrderCounsellor() {
  const record = useRecordContext<OrderCounsellorFields>()
  const notify = useNotify()
  const refresh = useRefresh()
  const [choice, setChoice] = useState('')
  const [busy, setBusy] = useState(false)
  const { data: counsellors = [] } = useGetList<CounsellorRow>('counsellors', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  })
  if (!record || record.assignedCounsellor === undefined) return null
  const assigned = record.assignedCounsellor
  const others = counsellors.filter((c) => c.status === 'certified' && c.id !== assigned?.id)

  async function reassign() {
    if (!record || choice === '' || busy) return
    setBusy(true)
    try {
      await adminFetch(`/api/admin/orders/${encodeURIComponent(record.id)}/counsellor`, {
        method: 'PUT',
        body: { counsellorId: choice },
      })
      notify('Reassigned. The parent and both counsellors are told by mail.', { type: 'success' })
      setChoice('')
      refresh()
    } catch (error) {
      notify(error instanceof AdminHttpError ? error.message : 'Could not reassign.', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section>
      <Typography component="h2" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        Counsellor and debrief
      </Typography>
      <Box sx={grid}>
        <Labeled label="Assigned counsellor">
          <Typography variant="body2">
            {assigned ? (
              <a href={`/admin/counsellors/${encodeURIComponent(assigned.id)}/show`}>
                {assigned.name} ({assigned.email})
              </a>
            ) : record.counsellor ? (
              `${record.counsellor} (a name written on the order: not a certified counsellor)`
            ) : (
              'Not assigned yet'
            )}
          </Typography>
        </Labeled>
        <Labeled label="Referred by">
          <Typography variant="body2">{record.referredBy?.name ?? 'No referral'}</Typography>
        </Labeled>
        <Labeled label="Debrief">
          <Typography variant="body2">
            {record.debrief
              ? `${debriefNames[record.debrief.status] ?? record.debrief.status}: ${when(record.debrief.startsAt)}`
              : 'Not booked'}
          </Typography>
        </Labeled>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <FormControl size="small" sx={{ minWidth: 260 }}>
          <InputLabel id="reassign-label">Reassign to</InputLabel>
          <Select
            labelId="reassign-label"
            label="Reassign to"
            value={choice}
            onChange={(event) => setChoice(String(event.target.value))}
          >
            {others.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name} ({c.openStudents} open)
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <MuiButton variant="outlined" disabled={choice === '' || busy} onClick={() => void reassign()}>
          Reassign
        </MuiButton>
      </Box>
    </section>
  )
}
