import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
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

/** Counsellor applicants and students who verified and did not pay; the list's Export button writes a CSV. */
export function LeadList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
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
