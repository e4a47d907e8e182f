/**
 * The build's Vite manifest and what a page loads from it: shared by the prerender step (which links a page's CSS
 * and lists its own chunks in its HTML) and the budget check (which sums them).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

export interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

export interface BuildManifest {
  /** The chunk the HTML loads: the boot script (src/boot.ts). */
  entry: ManifestChunk
  /** JS every page loads: the entry and the app it imports (src/main.tsx), each with its static imports. */
  appJs: ReadonlySet<string>
  /** A chunk and its static imports, recursively, depth first (dynamic imports excluded). */
  staticChunks(key: string): ManifestChunk[]
}

/** The public build's Vite manifest (dist/.vite/manifest.json). */
export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

export function readBuildManifest(dist: string): BuildManifest {
  const manifest = readManifest(dist)
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const entry = entryKey ? manifest[entryKey] : undefined
  if (!entryKey || !entry) throw new Error('the Vite manifest has no entry chunk: run `vite build` first')

  const staticChunks = (key: string, into = new Map<string, ManifestChunk>()): ManifestChunk[] => {
    const chunk = manifest[key]
    if (chunk && !into.has(chunk.file)) {
      into.set(chunk.file, chunk)
      chunk.imports?.forEach((k) => staticChunks(k, into))
    }
    return [...into.values()]
  }
  const appJs = new Set(
    [entryKey, ...(entry.dynamicImports ?? [])].flatMap((key) => staticChunks(key).map((c) => c.file)),
  )
  return { entry, appJs, staticChunks: (key) => staticChunks(key) }
}
