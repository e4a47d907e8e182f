import { useState } from 'react'
import {
  BooleanField,
  Button,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useListContext,
  useNotify,
} from 'react-admin'
import { indiaTime } from './format'

const roles = [
  { id: 'eec', name: 'Counsellor applicant' },
  { id: 'student', name: 'Student' },
]

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Email" />,
  <SelectInput key="role" source="role" choices={roles} alwaysOn />,
]

/**
 * Every lead the list's filters find, as CSV made by the server (GET /api/admin/leads.csv): the export is audited
 * there, and cells a spreadsheet would run as formulas are neutralised. Fetched rather than linked, so that a
 * refusal is said here instead of replacing the page.
 */
function LeadsExport() {
  const { filterValues } = useListContext()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const filter = encodeURIComponent(JSON.stringify(filterValues ?? {}))
      const response = await fetch(`/api/admin/leads.csv?filter=${filter}`, { credentials: 'same-origin' })
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined)
        throw new Error(
          body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
            ? body.message
            : `The server answered ${response.status}.`,
        )
      }
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = 'leads.csv'
      link.click()
      URL.revokeObjectURL(url)
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Could not export the leads.', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return <Button label={busy ? 'Exporting…' : 'Export'} disabled={busy} onClick={() => void download()} />
}

/** Counsellor applicants and students who verified and did not pay; Export writes them as CSV. */
export function LeadList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      exporter={false}
      actions={
        <TopToolbar>
          <LeadsExport />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" label="Registered" {...indiaTime} sortable={false} />
        <TextField source="email" sortable={false} />
        <TextField source="firstName" sortable={false} />
        <TextField source="lastName" sortable={false} />
        <TextField source="phone" sortable={false} />
        <SelectField source="role" choices={roles} sortable={false} />
        <TextField source="selectedPlan" label="Plan chosen" sortable={false} />
        <BooleanField source="paid" sortable={false} />
      </Datagrid>
    </List>
  )
}
