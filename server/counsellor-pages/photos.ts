/**
 * A counsellor's photo: checked, resized and re-encoded with sharp (libvips) to the sizes the page and the kit use,
 * every piece of metadata (EXIF with its GPS position, XMP, ICC comments) dropped because sharp writes none unless
 * asked. Refused, with nothing stored: a file that is not a JPEG or PNG whatever its name (a PDF renamed .jpg), a
 * HEIC the browser did not convert, more than 8 MB, a side over 10,000 px or more than 50 megapixels (a
 * decompression bomb's header says so before a pixel is decoded: sharp's limitInputPixels refuses it too).
 *
 * The work runs on libuv's thread pool (never on the event loop), one photo at a time per instance: a second
 * upload waits for the first, other requests are not held.
 */
import { randomUUID } from 'node:crypto'
import sharp, { type Metadata } from 'sharp'
import { RefusedError } from '../lib/errors'

export const MAX_PHOTO_BYTES = 8 * 1024 * 1024
export const MAX_PHOTO_SIDE = 10_000
export const MAX_PHOTO_PIXELS = 50_000_000

/** The page shows the photo at 160 CSS px (320 and 640 device px); the kit and the share card use 1080. */
export const PAGE_WIDTHS = [320, 640] as const
export const PAGE_FORMATS = ['avif', 'webp', 'jpg'] as const
export type PhotoFormat = (typeof PAGE_FORMATS)[number]
export const KIT_VARIANT = '1080.jpg'

export const PHOTO_MESSAGES = {
  tooLarge: 'The photo must be at most 8 MB.',
  notImage: 'The file is not a photo we can read. Please upload a JPEG or PNG photo.',
  heic: 'This phone photo is in HEIC format, which we cannot read. Please choose "Most compatible" in your camera settings, or upload a JPEG or PNG.',
  tooBig:
    'The photo is too large: at most 10,000 pixels on a side and 50 megapixels in all. Please upload a smaller photo.',
} as const

export const CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
}

export interface PhotoVariant {
  variant: string
  contentType: string
  bytes: Buffer
}

let queue: Promise<unknown> = Promise.resolve()
/** One photo at a time: each waits for the one before it, whatever that one's outcome. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work)
  queue = run.catch(() => undefined)
  return run
}

function sniff(bytes: Buffer): 'jpeg' | 'png' | 'heif' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png'
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12)
    if (/^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand)) return 'heif'
  }
  return undefined
}

/** Checks the file and makes every variant; throws a RefusedError with the reader's words. */
export async function processPhoto(bytes: Buffer): Promise<{ id: string; variants: PhotoVariant[] }> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new RefusedError('invalid', PHOTO_MESSAGES.tooLarge)
  const kind = sniff(bytes)
  if (kind === 'heif') throw new RefusedError('invalid', PHOTO_MESSAGES.heic)
  if (!kind) throw new RefusedError('invalid', PHOTO_MESSAGES.notImage)
  return oneAtATime(async () => {
    const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const, sequentialRead: true }
    let meta: Metadata
    try {
      meta = await sharp(bytes, options).metadata()
    } catch (error) {
      // A decompression bomb: its header claims more pixels than limitInputPixels allows.
      if (error instanceof Error && /pixel limit/i.test(error.message))
        throw new RefusedError('invalid', PHOTO_MESSAGES.tooBig)
      throw new RefusedError('invalid', PHOTO_MESSAGES.notImage)
    }
    if ((meta.format !== 'jpeg' && meta.format !== 'png') || meta.format !== kind)
      throw new RefusedError('invalid', PHOTO_MESSAGES.notImage)
    const width = meta.width ?? 0
    const height = meta.height ?? 0
    if (width < 1 || height < 1) throw new RefusedError('invalid', PHOTO_MESSAGES.notImage)
    if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE || width * height > MAX_PHOTO_PIXELS)
      throw new RefusedError('invalid', PHOTO_MESSAGES.tooBig)
    try {
      // Decoded once, turned upright by its EXIF orientation, cropped square, then each size made from it.
      const square = await sharp(bytes, options)
        .rotate()
        .resize(1080, 1080, { fit: 'cover', position: 'attention', withoutEnlargement: false })
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true })
      const base = () =>
        sharp(square.data, {
          raw: { width: square.info.width, height: square.info.height, channels: square.info.channels },
        })
      const variants: PhotoVariant[] = [
        {
          variant: KIT_VARIANT,
          contentType: CONTENT_TYPES.jpg,
          bytes: await base().jpeg({ quality: 84, mozjpeg: true }).toBuffer(),
        },
      ]
      for (const size of PAGE_WIDTHS) {
        const sized = await base().resize(size, size).png({ compressionLevel: 0 }).toBuffer()
        variants.push(
          {
            variant: `${size}.avif`,
            contentType: CONTENT_TYPES.avif,
            bytes: await sharp(sized).avif({ quality: 55, effort: 2 }).toBuffer(),
          },
          {
            variant: `${size}.webp`,
            contentType: CONTENT_TYPES.webp,
            bytes: await sharp(sized).webp({ quality: 78 }).toBuffer(),
          },
          {
            variant: `${size}.jpg`,
            contentType: CONTENT_TYPES.jpg,
            bytes: await sharp(sized).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
          },
        )
      }
      return { id: randomUUID(), variants }
    } catch (error) {
      if (error instanceof RefusedError) throw error
      throw new RefusedError('invalid', PHOTO_MESSAGES.notImage)
    }
  })
}
