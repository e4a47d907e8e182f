import { useState } from 'react'
import {
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
import { EmptyList } from './layout'
import { registeredAsChoices } from './words'

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Email" aria-label="Search by email" />,
  <SelectInput key="role" source="role" label="Registered as" choices={registeredAsChoices} alwaysOn />,
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

/**
 * Counsellor applicants and students who verified and did not pay (whoever paid is on the orders list); Export
 * writes them as CSV.
 */
export function LeadList() {
  return (
    <List
      title="Leads"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      exporter={false}
      actions={
        <TopToolbar>
          <LeadsExport />
        </TopToolbar>
      }
      empty={<EmptyList text="No lead yet: nobody has verified an email without paying." />}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyList text="No lead matches these filters." />}
      >
        <DateField source="createdAt" label="Registered" {...indiaTime} sortable={false} />
        <TextField source="email" label="Email" sortable={false} />
        <TextField source="firstName" label="First name" sortable={false} />
        <TextField source="lastName" label="Last name" sortable={false} />
        <TextField source="phone" label="Phone" sortable={false} />
        <SelectField source="role" label="Registered as" choices={registeredAsChoices} sortable={false} />
        <TextField source="planName" label="Plan chosen" emptyText="None yet" sortable={false} />
      </Datagrid>
    </List>
  )
}
