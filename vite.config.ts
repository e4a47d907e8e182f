import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    cssCodeSplit: true,
  },
  ssr: {
    // Deep imports such as react-bootstrap/Navbar cannot be resolved as externals by the prerender build.
    noExternal: ['react-bootstrap', 'react-slick', 'react-countup', 'react-helmet-async', '@restart/ui', '@restart/hooks'],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          globals: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globals: true,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
})
