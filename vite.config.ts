import { defineConfig } from 'vitest/config'
import type { Plugin } from 'vite'
import { COMPILE_HINT, wantsCompileHint } from './scripts/compile-hint'
import react from '@vitejs/plugin-react'
import purgeCss from '@fullhuman/postcss-purgecss'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Bootstrap's full stylesheet is 30 KB gzip and render-blocking. Keep only the selectors our markup uses:
 * class names in src/ and in the react-bootstrap components we import (which add their classes at run time).
 */
function usedReactBootstrapFiles(): string[] {
  const names = new Set<string>()
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)],
    )
  for (const file of walk('src').filter((f) => /\.tsx?$/.test(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/react-bootstrap\/([A-Za-z]+)/g))
      names.add(m[1] ?? '')
  }
  return [...names].map((n) => `node_modules/react-bootstrap/esm/${n}*.js`)
}

const purge = purgeCss({
  content: ['index.html', 'src/**/*.{ts,tsx}', ...usedReactBootstrapFiles()],
  // Classes built at run time: react-bootstrap's from a prefix and a state (e.g. `${bsPrefix}-backdrop`),
  // react-slick's for its track, slides and dots.
  safelist: {
    // `active`: react-router's NavLink adds it to the current page's link.
    standard: [
      /^modal/,
      /^fade$/,
      /^show$/,
      /^showing$/,
      /^collapsing$/,
      /^was-validated$/,
      /^slick-/,
      /^active$/,
    ],
    deep: [/^modal/, /^accordion/],
    greedy: [/slick/],
  },
  variables: false,
})

/**
 * Puts V8's compile hint (scripts/compile-hint.ts) at the top of each large chunk, where V8 looks for it. This runs
 * after minification, which drops comments, and after Vite's own generateBundle, which puts its preload map first
 * in a chunk with dynamic imports. File names are hashed before this hook, so they do not change with the hint.
 * Source maps are off (`sourcemap: false`); with them on, this extra line would shift every mapping by one line.
 */
function compileHint(): Plugin {
  return {
    name: 'v8-compile-hint',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && wantsCompileHint(chunk.code))
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`
      },
    },
  }
}

/**
 * The Hindi site is a second build of the same app (`vite build --mode hi`, into dist/hi, served under /hi): every
 * import of a content module `src/content/<name>.ts` that has a Hindi twin `src/content/hi/<name>.ts` gets the twin,
 * except the twins' own imports (which reuse the English module's data). English pages carry no Hindi byte and no
 * translation library; the twins' types make a missing text a compile error (src/content/localised.ts).
 */
function hindiContent(): Plugin {
  const content = path.resolve('src/content')
  return {
    name: 'hindi-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(path.join(content, 'hi') + path.sep)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || path.dirname(resolved.id) !== content) return null
      const twin = path.join(content, 'hi', path.basename(resolved.id))
      return existsSync(twin) ? twin : null
    },
    transformIndexHtml: (html) => html.replace('<html lang="en-IN">', '<html lang="hi">'),
  }
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), compileHint(), ...(mode === 'hi' ? [hindiContent()] : [])],
  // The Hindi build's pages and assets live under /hi; public/ (images, downloads) is the English build's, shared.
  ...(mode === 'hi' ? { base: '/hi/', publicDir: false as const } : {}),
  // The footer's copyright year: fixed at build time, so the prerendered HTML and the hydrating bundle agree.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  css: {
    postcss: { plugins: process.env.VITEST ? [] : [purge] },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    ...(mode === 'hi' ? { outDir: 'dist/hi' } : {}),
    // The prerender bundle (dist-ssr) needs none of public/: not copying it lets scripts/build.mjs build it while
    // the brochures and the sample report are still being written there.
    copyPublicDir: !isSsrBuild,
    target: 'es2020',
    sourcemap: false,
    cssCodeSplit: true,
    // The prerender step reads the manifest to link each page's own CSS and list its JS chunks in its HTML.
    manifest: true,
    // Every browser we serve supports <link rel="modulepreload"> except Safari before 17, where the preloads are
    // simply skipped; the polyfill would cost every page about 0.2 KB gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs (React, the router, Helmet, the configuration, the <Seo> tags and the site facts,
          // number formatting) as one chunk rather than the dozen small ones automatic splitting makes: each chunk is
          // another request and another fetch to start on a phone's busy main thread.
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-helmet-async)[\\/]|src[\\/](app[\\/]history[\\/]history\.ts|config[\\/](env|paths)\.ts|components[\\/]seo[\\/]|content[\\/](hi[\\/])?(site|format|chrome|locale|localised)\.ts)/,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // The prerender bundle runs only at build time: bundle every dependency, because deep imports such as
    // react-bootstrap/Navbar (and its dom-helpers directory imports) cannot be resolved as Node externals.
    noExternal: true,
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, idle while a test waits on
    // its database or a timer. Two keep both cores busy (the server suite is mostly waiting).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Worker threads start faster than forked processes: 99 s against 114 s, back to back (session 30).
          pool: 'threads',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          globals: true,
          // Above the 5 s that findBy*/waitFor wait (tests/unit/setup.ts), so a missing element fails as itself.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // The files share their worker's module cache: each file still makes its own app and database
          // (makeHarness), and no server module keeps state but caches of constant work (fonts, derived keys).
          // Re-importing the server for each of the 55 files cost ~180 s of a ~600 s run; without: 372 s (session 27).
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          // Migrates one PGlite database that every test's fresh one starts from (see the file).
          globalSetup: ['tests/server/global-setup.ts'],
          globals: true,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
}))
