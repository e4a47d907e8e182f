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
    // The prerender step reads the manifest to link each page's own CSS and JS chunks in its HTML.
    manifest: true,
  },
  ssr: {
    // The prerender bundle runs only at build time: bundle every dependency, because deep imports such as
    // react-bootstrap/Navbar (and its dom-helpers directory imports) cannot be resolved as Node externals.
    noExternal: true,
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
