import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

/**
 * The back office (admin.html, src/admin/) is built on its own after the public site, into the same dist/: a
 * second entry in the site's build would share chunks with it (the public core chunk would carry the router code
 * react-admin uses), while a separate build leaves the public pages byte for byte as they were.
 */
export default defineConfig({
  plugins: [react()],
  // public/ is already in dist/, and the prerender step has written its own robots.txt and sitemap.xml there.
  publicDir: false,
  build: {
    target: 'es2020',
    sourcemap: false,
    outDir: 'dist',
    emptyOutDir: false,
    rolldownOptions: { input: { admin: 'admin.html' } },
  },
})
