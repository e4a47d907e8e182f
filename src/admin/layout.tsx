import { Typography } from '@mui/material'
import { createSvgIcon } from '@mui/material/utils'
import { AppBar, Layout, TitlePortal, defaultLightTheme, type LayoutProps } from 'react-admin'

/**
 * react-admin's light theme with darker blues: its app bar's white text on #2196f3 was 3.12:1, and the buttons'
 * #1976d2 on the page's #fafafb 4.41:1, under WCAG's 4.5:1 (#1565c0: 5.75:1 on white).
 */
export const adminTheme = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
  },
  // The app bar's spinner while a list reloads had no name ("aria-progressbar-name"): a screen reader said "progress bar".
  components: {
    ...defaultLightTheme.components,
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
  },
}

/** The app bar names the screen in the page's one h1 (react-admin's is a plain h6). */
function AdminAppBar() {
  return (
    <AppBar>
      <TitlePortal component="h1" variant="h6" />
    </AppBar>
  )
}

// The content may shrink to the screen: a wide table (the orders list, an order's mails on a phone) scrolls in its
// own box instead of widening the page.
const layoutStyle = {
  // react-admin's own is fit-content: the page grew to the widest table.
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main, & .RaShow-main, & .RaShow-card, & .RaEdit-main': { minWidth: 0 },
  '& .RaList-content, & .RaDatagrid-root': { maxWidth: '100%' },
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const

export function AdminLayout(props: LayoutProps) {
  return <Layout {...props} appBar={AdminAppBar} sx={layoutStyle} />
}

// One icon per menu item (Material icons' paths, drawn with MUI's own helper: no icon package to ship).
export const OrdersIcon = createSvgIcon(
  <path d="M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2M1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.08-.14.12-.31.12-.48 0-.55-.45-1-1-1H5.21l-.94-2zm16 16c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2" />,
  'Orders',
)
export const ReportsIcon = createSvgIcon(
  <path d="M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2M9 17H7v-7h2zm4 0h-2V7h2zm4 0h-2v-4h2z" />,
  'Reports',
)
export const CounsellorsIcon = createSvgIcon(
  <path d="M5 13.18v4L12 21l7-3.82v-4L12 17zM12 3 1 9l11 6 9-4.91V17h2V9z" />,
  'Counsellors',
)
export const LeadsIcon = createSvgIcon(
  <path d="M10.35 14.01C7.62 13.91 2 15.27 2 18v2h9.54c-2.47-2.76-1.23-5.89-1.19-5.99m9.08 4.01c.36-.59.57-1.28.57-2.02 0-2.21-1.79-4-4-4s-4 1.79-4 4 1.79 4 4 4c.74 0 1.43-.22 2.02-.57L20.59 22 22 20.59zM16 18c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2" />,
  'Leads',
)
export const MessagesIcon = createSvgIcon(
  <path d="M21 6h-2v9H6v2c0 .55.45 1 1 1h11l4 4V7c0-.55-.45-1-1-1m-4 6V3c0-.55-.45-1-1-1H3c-.55 0-1 .45-1 1v14l4-4h10c.55 0 1-.45 1-1" />,
  'Messages',
)
export const MailQueueIcon = createSvgIcon(
  <path d="M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z" />,
  'MailQueue',
)
export const TicketsIcon = createSvgIcon(
  <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 17h-2v-2h2zm2.07-7.75-.9.92C13.45 12.9 13 13.5 13 15h-2v-.5c0-1.1.45-2.1 1.17-2.83l1.24-1.26c.37-.36.59-.86.59-1.41 0-1.1-.9-2-2-2s-2 .9-2 2H8c0-2.21 1.79-4 4-4s4 1.79 4 4c0 .88-.36 1.68-.93 2.25" />,
  'Tickets',
)
export const AuditLogIcon = createSvgIcon(
  <path d="M13 3c-4.97 0-9 4.03-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42C8.27 19.99 10.51 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m-1 5v5l4.28 2.54.72-1.21-3.5-2.08V8z" />,
  'AuditLog',
)

/** What a list says when it has nothing to show, in a support person's words (react-admin's: "No Orders found"). */
export function EmptyList({ text }: { text: string }) {
  return (
    <Typography variant="body1" sx={{ p: 2 }}>
      {text}
    </Typography>
  )
}
