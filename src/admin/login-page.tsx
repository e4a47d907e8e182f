import { useState, type FormEvent } from 'react'
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material'
import { useLogin } from 'react-admin'
import { requestCode } from './auth-provider'

/** Two steps: the address (a code is mailed if it is a staff address), then the code. */
export function LoginPage() {
  const login = useLogin()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [sent, setSent] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const run = async (event: FormEvent, work: () => Promise<void>) => {
    event.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      await work()
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: 380, maxWidth: '94vw' }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            DEM back office
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {sent === undefined ? (
            <form onSubmit={(event) => void run(event, async () => setSent(await requestCode(email)))}>
              <TextField
                label="Staff email"
                type="email"
                autoComplete="email"
                required
                fullWidth
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                margin="normal"
              />
              <Button type="submit" variant="contained" fullWidth disabled={busy}>
                {busy ? 'Sending…' : 'Email me a code'}
              </Button>
            </form>
          ) : (
            <form onSubmit={(event) => void run(event, () => login({ email, code }))}>
              <Alert severity="info">{sent}</Alert>
              <TextField
                label="6-digit code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                fullWidth
                value={code}
                onChange={(event) => setCode(event.target.value.trim())}
                margin="normal"
                slotProps={{ htmlInput: { pattern: '\\d{6}', maxLength: 6 } }}
              />
              <Button type="submit" variant="contained" fullWidth disabled={busy}>
                {busy ? 'Signing in…' : 'Sign in'}
              </Button>
              <Button fullWidth sx={{ mt: 1 }} onClick={() => setSent(undefined)}>
                Use another email
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
