import { Datagrid, DateField, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin'
import { indiaTime } from './format'
import { EmptyList } from './layout'

const roles = [
  { id: 'eec', name: 'Counsellor applicant' },
  { id: 'student', name: 'Student' },
]

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Email" aria-label="Search by email" />,
  <SelectInput key="role" source="role" label="Registered as" choices={roles} alwaysOn />,
]

/**
 * Counsellor applicants and students who verified and did not pay (whoever paid is on the orders list); the list's
 * Export button writes a CSV.
 */
export function LeadList() {
  return (
    <List
      title="Leads"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
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
        <SelectField source="role" label="Registered as" choices={roles} sortable={false} />
        <TextField source="selectedPlan" label="Plan chosen" sortable={false} />
      </Datagrid>
    </List>
  )
}
