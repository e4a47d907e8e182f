import { Admin, Resource } from 'react-admin'
import { BrowserRouter, Route, Routes } from 'react-router-dom'
import { AuditLogList } from './audit-log'
import {
  BatchCreate,
  BatchEdit,
  BatchList,
  LearnerList,
  LearnerShow,
  PracticalList,
  PracticalShow,
  VideoEdit,
  VideoList,
} from './course'
import { authProvider } from './auth-provider'
import { i18nProvider } from './words'
import { CounsellorPageList, CounsellorPageShow } from './counsellor-pages'
import { CounsellorCreate, CounsellorEdit, CounsellorList, CounsellorShow } from './counsellors'
import { dataProvider } from './data-provider'
import {
  AdminLayout,
  AuditLogIcon,
  CounsellorsIcon,
  LeadsIcon,
  MailQueueIcon,
  MessagesIcon,
  OrdersIcon,
  ReportsIcon,
  TicketsIcon,
  adminTheme,
} from './layout'
import { LeadList } from './leads'
import { LoginPage } from './login-page'
import { MailQueueList } from './mail-queue'
import { MessageList } from './messages'
import { OrderEdit, OrderList, OrderShow } from './orders'
import { ReportList } from './reports'
import { StrategySessionList } from './strategy'
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
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AdminLayout}
      theme={adminTheme}
      requireAuth
      disableTelemetry
    >
      <Resource name="orders" list={OrderList} show={OrderShow} edit={OrderEdit} icon={OrdersIcon} />
      <Resource name="reports" list={ReportList} icon={ReportsIcon} />
      <Resource
        name="counsellors"
        list={CounsellorList}
        show={CounsellorShow}
        edit={CounsellorEdit}
        create={CounsellorCreate}
        recordRepresentation="name"
        icon={CounsellorsIcon}
      />
      <Resource
        name="counsellor-pages"
        list={CounsellorPageList}
        show={CounsellorPageShow}
        options={{ label: 'Counsellor pages' }}
        icon={CounsellorsIcon}
      />
      <Resource
        name="strategy-sessions"
        list={StrategySessionList}
        options={{ label: 'Strategy sessions' }}
        icon={CounsellorsIcon}
      />
      <Resource name="leads" list={LeadList} icon={LeadsIcon} />
      <Resource name="messages" list={MessageList} icon={MessagesIcon} />
      <Resource
        name="tickets"
        list={TicketList}
        show={TicketShow}
        options={{ label: 'Help and privacy requests' }}
        icon={TicketsIcon}
      />
      <Resource
        name="mail-queue"
        list={MailQueueList}
        options={{ label: 'Mail queue' }}
        icon={MailQueueIcon}
      />
      <Resource name="audit-log" list={AuditLogList} options={{ label: 'Audit log' }} icon={AuditLogIcon} />
      <Resource
        name="course-learners"
        list={LearnerList}
        show={LearnerShow}
        options={{ label: 'Course: learners' }}
      />
      <Resource
        name="course-practicals"
        list={PracticalList}
        show={PracticalShow}
        options={{ label: 'Course: practicals' }}
      />
      <Resource
        name="course-batches"
        list={BatchList}
        create={BatchCreate}
        edit={BatchEdit}
        options={{ label: 'Course: batches' }}
      />
      <Resource
        name="course-videos"
        list={VideoList}
        edit={VideoEdit}
        recordRepresentation="title"
        options={{ label: 'Course: lesson videos' }}
      />
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
