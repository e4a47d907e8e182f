/** The counsellor course in the back office: learners, the practical queue with the rubric, batches, lesson videos. */
import { useState } from 'react'
import {
  ArrayField,
  BooleanField,
  Create,
  CreateButton,
  Datagrid,
  DateField,
  Edit,
  List,
  NumberField,
  NumberInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useRecordContext,
} from 'react-admin'
import { usePostAction } from './use-post-action'

const indiaTime = { showTime: true, locales: 'en-IN', options: { timeZone: 'Asia/Kolkata' } } as const

export const LearnerList = () => (
  <List sort={{ field: 'openedAt', order: 'DESC' }} exporter={false}>
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="status" />
      <NumberField source="lessonsDone" label="Lessons (of 12)" />
      <NumberField source="attemptsUsed" label="Attempts" />
      <NumberField source="bestScore" label="Best %" />
      <TextField source="practicalStatus" label="Practical" />
      <TextField source="batch.title" label="Batch" />
      <TextField source="credentialId" label="Credential" />
    </Datagrid>
  </List>
)

function LearnerActions() {
  const record = useRecordContext<{ id: string; status: string; attendedDays: number[] }>()
  const act = usePostAction()
  const [reason, setReason] = useState('')
  const [expiresOn, setExpiresOn] = useState('')
  if (!record) return null
  const base = `/api/admin/course-learners/${encodeURIComponent(record.id)}`
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 520 }}>
      {record.status !== 'certified' && (
        <button type="button" onClick={() => void act(`${base}/certify`, {}, 'Certified.')}>
          Certify now
        </button>
      )}
      <label>
        Revoke with a reason{' '}
        <input value={reason} onChange={(e) => setReason(e.target.value)} aria-label="Reason to revoke" />
        <button
          type="button"
          disabled={!reason.trim()}
          onClick={() => void act(`${base}/revoke`, { reason }, 'Revoked.')}
        >
          Revoke
        </button>
      </label>
      <label>
        Certification valid until{' '}
        <input type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} />
        <button
          type="button"
          onClick={() => void act(`${base}/expiry`, { expiresOn: expiresOn || null }, 'Expiry saved.')}
        >
          Save expiry
        </button>
      </label>
      <fieldset>
        <legend>Attendance (days of the batch)</legend>
        {[1, 2, 3].map((day) => (
          <label key={day} style={{ marginRight: 12 }}>
            <input
              type="checkbox"
              checked={record.attendedDays.includes(day)}
              onChange={(e) =>
                void act(
                  `${base}/attendance`,
                  {
                    days: e.target.checked
                      ? [...record.attendedDays, day]
                      : record.attendedDays.filter((d) => d !== day),
                  },
                  'Attendance saved.',
                )
              }
            />{' '}
            Day {day}
          </label>
        ))}
      </fieldset>
    </div>
  )
}

export const LearnerShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="status" />
      <DateField source="openedAt" label="Course opened" {...indiaTime} />
      <NumberField source="lessonsDone" label="Lessons done (of 12)" />
      <TextField source="batch.title" label="Batch" />
      <ArrayField source="attempts">
        <Datagrid bulkActionButtons={false}>
          <NumberField source="number" />
          <DateField source="startedAt" {...indiaTime} />
          <NumberField source="minutes" label="Minutes taken" />
          <NumberField source="score" label="Score %" />
          <BooleanField source="passed" />
          <TextField source="topics" label="Topics to revise" />
        </Datagrid>
      </ArrayField>
      <ArrayField source="credentials">
        <Datagrid bulkActionButtons={false}>
          <TextField source="id" label="Credential id" />
          <TextField source="name" />
          <DateField source="issuedAt" {...indiaTime} />
          <DateField source="expiresAt" {...indiaTime} />
          <TextField source="state" />
          <TextField source="revokeReason" />
        </Datagrid>
      </ArrayField>
      <LearnerActions />
    </SimpleShowLayout>
  </Show>
)

export const PracticalList = () => (
  <List
    filterDefaultValues={{ status: 'submitted' }}
    filters={[
      <SelectInput
        key="s"
        source="status"
        choices={[
          { id: 'submitted', name: 'Waiting' },
          { id: 'approved', name: 'Approved' },
          { id: 'returned', name: 'Returned' },
        ]}
        alwaysOn
      />,
    ]}
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="status" />
      <DateField source="submittedAt" {...indiaTime} />
    </Datagrid>
  </List>
)

function Review() {
  const record = useRecordContext<{
    id: string
    status: string
    rubric: { id: string; title: string; levels: [string, string, string] }[]
  }>()
  const act = usePostAction()
  const [scores, setScores] = useState<Record<string, number>>({})
  const [feedback, setFeedback] = useState('')
  if (!record || record.status !== 'submitted') return null
  const url = `/api/admin/course-practicals/${encodeURIComponent(record.id)}/review`
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
      {record.rubric.map((criterion) => (
        <fieldset key={criterion.id}>
          <legend>{criterion.title}</legend>
          {criterion.levels.map((level, points) => (
            <label key={points} style={{ display: 'block' }}>
              <input
                type="radio"
                name={criterion.id}
                checked={scores[criterion.id] === points}
                onChange={() => setScores({ ...scores, [criterion.id]: points })}
              />{' '}
              {points}: {level}
            </label>
          ))}
        </fieldset>
      ))}
      <label>
        Feedback for the counsellor
        <textarea
          rows={4}
          style={{ width: '100%' }}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
        />
      </label>
      <div>
        <button type="button" onClick={() => void act(url, { scores, feedback, approve: true }, 'Approved.')}>
          Approve
        </button>{' '}
        <button
          type="button"
          onClick={() => void act(url, { scores, feedback, approve: false }, 'Returned.')}
        >
          Return with feedback
        </button>
      </div>
    </div>
  )
}

export const PracticalShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="status" />
      <DateField source="submittedAt" {...indiaTime} />
      <TextField source="plan" label="Debrief plan" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="feedback" />
      <Review />
    </SimpleShowLayout>
  </Show>
)

export const BatchList = () => (
  <List
    exporter={false}
    actions={
      <TopToolbar>
        <CreateButton label="New batch" />
      </TopToolbar>
    }
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="title" />
      <TextField source="startsOn" />
      <TextField source="endsOn" />
      <TextField source="language" />
      <NumberField source="seats" />
      <NumberField source="seatsLeft" />
      <TextField source="joiningLink" />
      <ArrayField source="members" label="Counsellors (days attended)">
        <Datagrid bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="attendedDays" />
        </Datagrid>
      </ArrayField>
    </Datagrid>
  </List>
)

const batchForm = (
  <SimpleForm>
    <TextInput source="title" validate={required()} />
    <TextInput source="startsOn" label="Starts on (YYYY-MM-DD)" validate={required()} />
    <TextInput source="endsOn" label="Ends on (YYYY-MM-DD)" validate={required()} />
    <SelectInput
      source="language"
      choices={[
        { id: 'en', name: 'English' },
        { id: 'hi', name: 'Hindi' },
      ]}
      validate={required()}
    />
    <NumberInput source="seats" validate={required()} />
    <TextInput source="joiningLink" label="Joining link (https://...)" />
  </SimpleForm>
)

export const BatchCreate = () => (
  <Create redirect="list" title="New training batch">
    {batchForm}
  </Create>
)
function BatchTitle() {
  const record = useRecordContext<{ title?: string }>()
  return <>{record?.title ? `Training batch ${record.title}` : 'Training batch'}</>
}

export const BatchEdit = () => (
  <Edit mutationMode="pessimistic" title={<BatchTitle />}>
    {batchForm}
  </Edit>
)

/** The lessons' videos: each lesson's text is always there; a video staff attach plays above it. */
export const VideoList = () => (
  <List exporter={false} pagination={false} perPage={50}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <NumberField source="session" label="Lesson" />
      <TextField source="title" />
      <TextField source="url" label="Video (YouTube)" emptyText="none" />
      <TextField source="updatedBy" label="Set by" emptyText="-" />
      <DateField source="updatedAt" label="Set at" {...indiaTime} emptyText="-" />
    </Datagrid>
  </List>
)

function VideoTitle() {
  const record = useRecordContext<{ session?: number; title?: string }>()
  return <>{record?.title ? `Lesson ${record.session}: ${record.title}` : 'Lesson video'}</>
}

export const VideoEdit = () => (
  <Edit mutationMode="pessimistic" title={<VideoTitle />} redirect="list">
    <SimpleForm>
      <TextInput
        source="url"
        label="YouTube address"
        fullWidth
        helperText="https://www.youtube.com/watch?v=... or https://youtu.be/... Leave it empty to remove the video: the lesson's text stays either way."
      />
    </SimpleForm>
  </Edit>
)
