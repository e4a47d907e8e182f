/**
 * A counsellor's marketing kit, in English and Hindi: an A4 poster and an A5 flyer (PDF, with the invoices' and
 * reports' fonts and text setting: server/pdf/pdf-text.ts), each with their name, photo, credential id and a QR
 * code of their referral link; a WhatsApp share text; a square 1080 px image for status updates. Made on demand
 * and kept in memory per counsellor, language and piece under a key of the page's and the counsellor's last
 * change: any change to either makes the next download a new one.
 */
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import sharp from 'sharp'
import type { Language } from '../../src/content/localised'
import * as en from '../../src/content/counsellor-page'
import * as hi from '../../src/content/hi/counsellor-page'
import type { Counsellor } from '../counsellors/counsellors'
import { asFontSource, pdfFonts, pdfText } from '../pdf/pdf-text'
import type { CounsellorPage } from './pages'

export type KitPiece = 'poster' | 'flyer' | 'status'
export const KIT_FILES: Record<string, { piece: KitPiece; language: Language }> = {
  'poster-en.pdf': { piece: 'poster', language: 'en' },
  'poster-hi.pdf': { piece: 'poster', language: 'hi' },
  'flyer-en.pdf': { piece: 'flyer', language: 'en' },
  'flyer-hi.pdf': { piece: 'flyer', language: 'hi' },
  'status-en.jpg': { piece: 'status', language: 'en' },
  'status-hi.jpg': { piece: 'status', language: 'hi' },
}

const BRAND = 'DEM Success Blueprint'
const INK = '#312e81'
const ACCENT = '#b45309'

export function referralUrl(siteUrl: string, code: string, language: Language): string {
  return `${siteUrl}${language === 'hi' ? '/hi' : ''}/success-blueprint?ref=${code}`
}

export function whatsappText(counsellor: Counsellor, siteUrl: string, language: Language): string {
  const words = language === 'hi' ? hi.counsellorKitContent : en.counsellorKitContent
  return words.whatsapp(counsellor.name, referralUrl(siteUrl, counsellor.referralCode, language))
}

export interface KitInput {
  counsellor: Counsellor
  page: CounsellorPage | undefined
  /** The page's photo at 1080 px (JPEG), if it has one. */
  photo: Buffer | undefined
  siteUrl: string
}

const cache = new Map<string, Buffer>()
const MAX_CACHED = 200

/** The piece, made now or taken from memory when nothing it shows has changed since. */
export async function kitFile(
  input: KitInput,
  file: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const wanted = KIT_FILES[file]
  if (!wanted) throw new Error(`no kit file ${file}`)
  const key = [
    input.counsellor.id,
    file,
    input.counsellor.updatedAt.getTime(),
    input.page?.updatedAt.getTime() ?? 0,
    input.page?.photoId ?? '',
    input.counsellor.credentialId ?? '',
  ].join('|')
  let bytes = cache.get(key)
  if (!bytes) {
    bytes =
      wanted.piece === 'status'
        ? await statusImage(input, wanted.language)
        : await kitPdf(input, wanted.piece, wanted.language)
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!)
    cache.set(key, bytes)
  }
  return { bytes, contentType: wanted.piece === 'status' ? 'image/jpeg' : 'application/pdf' }
}

async function qrPng(url: string, width: number): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width,
    color: { dark: '#000000', light: '#ffffff' },
  })
}

export async function kitPdf(
  input: KitInput,
  piece: 'poster' | 'flyer',
  language: Language,
): Promise<Buffer> {
  const words = language === 'hi' ? hi.counsellorKitContent : en.counsellorKitContent
  const fonts = await pdfFonts()
  const url = referralUrl(input.siteUrl, input.counsellor.referralCode, language)
  const qr = await qrPng(url, 600)
  const a4 = piece === 'poster'
  const [width, height] = a4 ? [595.28, 841.89] : [419.53, 595.28]
  const scale = a4 ? 1 : 0.72
  const margin = 40 * scale
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: a4 ? 'A4' : 'A5',
      margin: 0,
      font: asFontSource(fonts.get('Latin')!),
      lang: language,
      info: {
        Title: `${BRAND}: ${input.counsellor.name}`,
        Author: BRAND,
        CreationDate: input.counsellor.certifiedAt ?? undefined,
      },
    })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      const text = pdfText(doc, fonts)
      const inner = width - 2 * margin
      doc.rect(0, 0, width, 110 * scale).fill(INK)
      doc.fillColor('#ffffff')
      text.write(BRAND, { x: margin, y: 24 * scale, size: 13 * scale, bold: true, width: inner })
      text.write(a4 ? words.posterHeading : words.flyerHeading, {
        x: margin,
        y: 50 * scale,
        size: 26 * scale,
        bold: true,
        width: inner,
      })
      const photoSize = 190 * scale
      let y = 140 * scale
      if (input.photo) {
        doc.save()
        doc.circle(width / 2, y + photoSize / 2, photoSize / 2).clip()
        doc.image(input.photo, width / 2 - photoSize / 2, y, { width: photoSize, height: photoSize })
        doc.restore()
        y += photoSize + 16 * scale
      }
      doc.fillColor(INK)
      text.write(input.counsellor.name, {
        x: margin,
        y,
        size: 24 * scale,
        bold: true,
        width: inner,
        align: 'center',
      })
      y = doc.y + 4 * scale
      const credential = input.counsellor.credentialId
        ? words.credential(input.counsellor.credentialId)
        : words.uncredentialed
      doc.fillColor(ACCENT)
      text.write(credential, { x: margin, y, size: 12 * scale, width: inner, align: 'center' })
      y = doc.y + 14 * scale
      doc.fillColor(INK)
      text.write(words.pitch, { x: margin, y, size: 13 * scale, width: inner, align: 'center' })
      y = doc.y + 18 * scale
      const qrSize = Math.min(220 * scale, height - y - 80 * scale)
      doc.image(qr, width / 2 - qrSize / 2, y, { width: qrSize, height: qrSize })
      y += qrSize + 6 * scale
      text.write(words.scan, { x: margin, y, size: 13 * scale, bold: true, width: inner, align: 'center' })
      text.write(url, { x: margin, y: doc.y + 2, size: 9 * scale, width: inner, align: 'center' })
      doc.end()
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)))
    }
  })
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** 1080 x 1080: the photo (or the brand's colour), a band with the name, and the QR code of the referral link. */
export async function statusImage(input: KitInput, language: Language): Promise<Buffer> {
  const words = language === 'hi' ? hi.counsellorKitContent : en.counsellorKitContent
  const url = referralUrl(input.siteUrl, input.counsellor.referralCode, language)
  const qr = await qrPng(url, 250)
  const base = input.photo
    ? sharp(input.photo).resize(1080, 1080, { fit: 'cover' })
    : sharp({ create: { width: 1080, height: 1080, channels: 3, background: INK } })
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="300">
      <rect width="1080" height="300" fill="${INK}" fill-opacity="0.92"/>
      <text x="40" y="120" font-family="Noto Sans, Noto Sans Devanagari, sans-serif" font-size="58" font-weight="700" fill="#ffffff">${escapeXml(input.counsellor.name)}</text>
      <text x="40" y="190" font-family="Noto Sans, Noto Sans Devanagari, sans-serif" font-size="34" fill="#ffd2b8">${escapeXml(words.scan)}</text>
      <text x="40" y="250" font-family="Noto Sans, sans-serif" font-size="30" fill="#ffffff">${escapeXml(BRAND)}</text>
    </svg>`,
  )
  return base
    .composite([
      { input: band, top: 780, left: 0 },
      { input: qr, top: 805, left: 800 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}
