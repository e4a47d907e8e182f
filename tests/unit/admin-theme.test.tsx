import { CircularProgress } from '@mui/material'
import { ThemeProvider, createTheme } from '@mui/material/styles'
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { adminTheme } from '../../src/admin/layout'

// The back office's axe sweep failed on /admin/tickets when react-admin's reload spinner was up: it had no name.
test('a spinner in the back office has an accessible name', () => {
  render(
    <ThemeProvider theme={createTheme(adminTheme)}>
      <CircularProgress />
    </ThemeProvider>,
  )
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument()
})
