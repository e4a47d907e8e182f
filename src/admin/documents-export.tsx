import { useState } from 'react'
import { Button, TextField } from '@mui/material'
import { useNotify } from 'react-admin'

/** This month in India's time, "2025-10". */
function thisMonth(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7)
}

/**
 * Downloads a month's invoices and credit notes as CSV (GET /api/admin/documents.csv), for the GST returns. Fetched
 * rather than linked, so that a refusal is said here instead of replacing the page.
 */
export function DocumentsExport() {
  const notify = useNotify()
  const [month, setMonth] = useState(thisMonth)
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const response = await fetch(`/api/admin/documents.csv?month=${encodeURIComponent(month)}`, {
        credentials: 'same-origin',
      })
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
      link.download = `documents-${month}.csv`
      link.click()
      URL.revokeObjectURL(url)
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Could not export the documents.', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <TextField
        type="month"
        size="small"
        label="GST documents of"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <Button size="small" disabled={busy || !/^\d{4}-\d{2}$/.test(month)} onClick={() => void download()}>
        {busy ? 'Exporting…' : 'Invoices and credit notes (CSV)'}
      </Button>
    </>
  )
}
