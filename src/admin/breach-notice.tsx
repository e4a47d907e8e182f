import { useState } from 'react'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material'
import { adminFetch } from './http'

interface Checked {
  recipients: number
  orders: number
  unknown: string[]
  sent?: boolean
}

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`)
const orderCount = (n: number) => (n === 1 ? '1 order' : `${n} orders`)

/**
 * Breach readiness (docs/breach-runbook.md): a notice mailed to the people of a list of orders. Checked first (who
 * would get it), then sent; the server audits the send with the orders and the words.
 */
export function BreachNotice() {
  const [open, setOpen] = useState(false)
  const [orders, setOrders] = useState('')
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [checked, setChecked] = useState<Checked | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)

  const call = async (send: boolean) => {
    setBusy(true)
    setError(undefined)
    try {
      const { json } = await adminFetch('/api/admin/breach-notice', {
        method: 'POST',
        body: { orders, subject, message, send },
      })
      setChecked(json as Checked)
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The notice could not be checked.')
    } finally {
      setBusy(false)
    }
  }
  const edited = () => setChecked(undefined)

  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        Breach notice
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="md"
        aria-labelledby="breach-title"
      >
        <DialogTitle id="breach-title">Mail a breach notice to the people of these orders</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Follow docs/breach-runbook.md: say what happened and when, what data, what we did, what they can
            do, and whom to ask. The contact person for personal data is added at the end. Every send is
            audited.
          </Typography>
          <TextField
            label="Orders (references such as 3F2A9C1B, ids or order_ references, one per line)"
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            value={orders}
            onChange={(event) => {
              setOrders(event.target.value)
              edited()
            }}
          />
          <TextField
            label="Subject"
            fullWidth
            margin="dense"
            value={subject}
            onChange={(event) => {
              setSubject(event.target.value)
              edited()
            }}
          />
          <TextField
            label="Notice (plain text; a blank line starts a paragraph)"
            multiline
            minRows={6}
            fullWidth
            margin="dense"
            value={message}
            onChange={(event) => {
              setMessage(event.target.value)
              edited()
            }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
          {checked && (
            <Alert severity={checked.sent ? 'success' : 'info'} sx={{ mt: 2 }} role="status">
              {checked.sent
                ? `Sent to ${people(checked.recipients)} (${orderCount(checked.orders)}).`
                : `${people(checked.recipients)} (${orderCount(checked.orders)}) will get this notice.`}
              {checked.unknown.length > 0 &&
                ` Not found, or the account was erased: ${checked.unknown.join(', ')}.`}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
          <Button disabled={busy} onClick={() => void call(false)}>
            Check recipients
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={busy || !checked || checked.sent === true || checked.recipients === 0}
            onClick={() => void call(true)}
          >
            {checked && !checked.sent ? `Send to ${people(checked.recipients)}` : 'Send'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
