/**
 * Build-time images: the Open Graph / Twitter card every page points at (/images/social-card.png, and its
 * Devanagari twin /images/social-card.hi.png for the Hindi pages), and the Success Blueprint product image its
 * JSON-LD names. Link-preview bots (WhatsApp, Facebook, LinkedIn) do not render SVG and search engines want PNG,
 * JPEG or WebP for structured data, so both are rasterised here from our own SVGs (the card is drawn with the
 * brand mark of src/components/layout/logo.tsx).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import * as hiSite from '../src/content/hi/site'
import * as enSite from '../src/content/site'
import { blueprintHero, blueprintSeo } from '../src/content/success-blueprint'

const WIDTH = 1200
const HEIGHT = 630
/** Twice the illustration's size: Google asks for product images of at least 50,000 pixels, sharp on 2x screens. */
const PRODUCT_SCALE = 2

const PRIMARY = '#4338ca'
const PRIMARY_DARK = '#312e81'
const ACCENT = '#f59e0b'
const FONT = "system-ui, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', Arial, sans-serif"

/**
 * The Hindi card's font: Noto Sans Devanagari (its Latin letters too, for the brand and the figures), from the npm
 * package the invoice and report PDFs already draw with, not from the system: a clean machine (CI's Debian) has no
 * Devanagari font. librsvg finds fonts through fontconfig, so fontconfig is given a configuration that adds the
 * package's two weights to the system's fonts before the first card is drawn.
 */
const DEVANAGARI_FONT = "'Noto Sans Devanagari'"
const DEVANAGARI_WEIGHTS = ['500Medium', '800ExtraBold']

/** Returns the folder of the configuration, to be removed once the cards are drawn. */
async function addPackageFonts(): Promise<string> {
  const require = createRequire(import.meta.url)
  const dirs = DEVANAGARI_WEIGHTS.map((weight) =>
    path.dirname(
      require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`),
    ),
  )
  const dir = await mkdtemp(path.join(tmpdir(), 'generate-images-fonts-'))
  const file = path.join(dir, 'fonts.conf')
  await writeFile(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  ${dirs.map((d) => `<dir>${escapeXml(d)}</dir>`).join('\n  ')}
  <cachedir>${escapeXml(path.join(dir, 'cache'))}</cachedir>
</fontconfig>
`,
  )
  process.env.FONTCONFIG_FILE = file
  return dir
}

interface Card {
  out: string
  siteName: string
  words: typeof enSite.socialCardWords | typeof hiSite.socialCardWords
  font: string
}

const cards: Card[] = [
  {
    out: enSite.socialImage,
    siteName: enSite.brand.siteName,
    words: enSite.socialCardWords,
    font: FONT,
  },
  {
    out: hiSite.socialImage,
    siteName: hiSite.brand.siteName,
    words: hiSite.socialCardWords,
    font: DEVANAGARI_FONT,
  },
]

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The logo mark (same geometry as logo.tsx), drawn at any size. */
function logoMark(x: number, y: number, size: number): string {
  const s = size / 36
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="18" cy="18" r="17" fill="#fff"/>
    <circle cx="18" cy="18" r="15" fill="${PRIMARY}"/>
    <path d="M18 6l4.2 9.8L32 18l-9.8 2.2L18 30l-2.2-9.8L6 18l9.8-2.2z" fill="${ACCENT}"/>
    <circle cx="18" cy="18" r="3" fill="#fff"/>
  </g>`
}

function sparkle(x: number, y: number, r: number, fill: string, opacity = 1): string {
  return `<path d="M${x} ${y - r}l${r * 0.28} ${r * 0.72} ${r * 0.72} ${r * 0.28}-${r * 0.72} ${r * 0.28}-${r * 0.28} ${r * 0.72}-${r * 0.28}-${r * 0.72}-${r * 0.72}-${r * 0.28} ${r * 0.72}-${r * 0.28}z" fill="${fill}" opacity="${opacity}"/>`
}

function socialCardSvg({ siteName, words, font }: Card): string {
  const { headline, subline, action } = words
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${PRIMARY_DARK}"/>
      <stop offset="0.6" stop-color="${PRIMARY}"/>
      <stop offset="1" stop-color="#6d28d9"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1050" cy="315" r="230" fill="#fff" opacity="0.07"/>
  <circle cx="1050" cy="315" r="150" fill="#fff" opacity="0.08"/>
  ${logoMark(950, 215, 200)}
  ${sparkle(820, 140, 26, ACCENT)}
  ${sparkle(1140, 520, 18, '#fde68a', 0.9)}
  ${sparkle(760, 520, 12, '#fff', 0.7)}
  ${logoMark(80, 70, 64)}
  <text x="160" y="114" font-family="${font}" font-size="36" font-weight="800" fill="#fff">${escapeXml(siteName)}</text>
  ${headline
    .map(
      (line, i) =>
        `<text x="80" y="${270 + i * 84}" font-family="${font}" font-size="76" font-weight="800" fill="${i === 1 ? '#fde68a' : '#fff'}">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  <text x="80" y="460" font-family="${font}" font-size="28" font-weight="500" fill="#e0e7ff">${escapeXml(subline)}</text>
  <rect x="80" y="510" width="330" height="64" rx="32" fill="${ACCENT}"/>
  <text x="245" y="552" text-anchor="middle" font-family="${font}" font-size="28" font-weight="800" fill="#1f2937">${escapeXml(action)}</text>
</svg>`
}

async function main() {
  const fontsDir = await addPackageFonts()
  for (const card of cards) {
    const out = path.resolve('public', `.${card.out}`)
    await mkdir(path.dirname(out), { recursive: true })
    const info = await sharp(Buffer.from(socialCardSvg(card)))
      .png({ compressionLevel: 9, palette: true })
      .toFile(out)
    console.log(
      `generate-images: ${path.relative(process.cwd(), out)} ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`,
    )
  }
  await rm(fontsDir, { recursive: true, force: true })

  const productOut = path.resolve('public', `.${blueprintSeo.productImage}`)
  const { width, height } = blueprintHero.image
  const product = await sharp(path.resolve('public', `.${blueprintHero.image.src}`), {
    density: 72 * PRODUCT_SCALE,
  })
    .resize(width * PRODUCT_SCALE, height * PRODUCT_SCALE)
    .png({ compressionLevel: 9, palette: true })
    .toFile(productOut)
  console.log(
    `generate-images: ${path.relative(process.cwd(), productOut)} ${product.width}x${product.height}, ${Math.round(product.size / 1024)} KB`,
  )
}

await main()
