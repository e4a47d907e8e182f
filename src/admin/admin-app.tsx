import { Admin, Resource } from 'react-admin'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { AuditLogList } from './audit-log'
import { authProvider } from './auth-provider'
import { CounsellorCreate, CounsellorEdit, CounsellorList, CounsellorShow } from './counsellors'
import { dataProvider } from './data-provider'
import { LeadList } from './leads'
import { LoginPage } from './login-page'
import { MailQueueList } from './mail-queue'
import { MessageList } from './messages'
import { OrderEdit, OrderList, OrderShow } from './orders'
import { ReportList } from './reports'
import { TicketList, TicketShow } from './tickets'

/** The back office at /admin: its own entry (admin.html), so none of it reaches the public pages. */
export function AdminApp() {
  // Without a router around it react-admin uses hash URLs; the server answers every /admin/* path with the app.
  const admin = (
    <Admin
      basename="/admin"
      title="DEM back office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      requireAuth
      disableTelemetry
    >
      <Resource name="orders" list={OrderList} show={OrderShow} edit={OrderEdit} />
      <Resource name="reports" list={ReportList} />
      <Resource
        name="counsellors"
        list={CounsellorList}
        show={CounsellorShow}
        edit={CounsellorEdit}
        create={CounsellorCreate}
        recordRepresentation="name"
      />
      <Resource name="leads" list={LeadList} />
      <Resource name="messages" list={MessageList} />
      <Resource name="tickets" list={TicketList} show={TicketShow} options={{ label: 'Help requests' }} />
      <Resource name="mail-queue" list={MailQueueList} options={{ label: 'Mail queue' }} />
      <Resource name="audit-log" list={AuditLogList} options={{ label: 'Audit log' }} />
    </Admin>
  )
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={admin} />
      </Routes>
    </BrowserRouter>
  )
}
