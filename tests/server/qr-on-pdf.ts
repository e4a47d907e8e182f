/**
 * The QR code printed on a PDF, read as a phone would: the first page drawn at 150 dpi by poppler's pdftoppm, then
 * decoded from its pixels (jsQR). The counsellor kit's API test and the course's e2e read the poster with it.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import jsQR from 'jsqr'
import sharp from 'sharp'

/** poppler's pdftoppm draws a PDF's page as an image (CI installs poppler-utils, .ci/run); without it that check is skipped. */
export const pdftoppm = spawnSync('pdftoppm', ['-v']).error === undefined
if (!pdftoppm) console.warn("pdftoppm (poppler-utils) is not installed: the poster's QR code is not decoded")

/** The QR code on a PDF's first page, drawn at 150 dpi as a printer would and read from its pixels. */
export async function qrOnPdf(pdf: Buffer): Promise<string | undefined> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kit-qr-'))
  try {
    writeFileSync(path.join(dir, 'kit.pdf'), pdf)
    const drawn = spawnSync(
      'pdftoppm',
      ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', 'kit.pdf', 'page'],
      {
        cwd: dir,
      },
    )
    if (drawn.status !== 0) throw new Error(`pdftoppm: ${drawn.stderr.toString()}`)
    const { data, info } = await sharp(readFileSync(path.join(dir, 'page.png')))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
