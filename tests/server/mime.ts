/**
 * A small MIME reader for tests (no mail-parsing package is a dependency): a raw RFC 822 message -> its headers and
 * its leaf parts, decoded (7bit/8bit, quoted-printable, base64), so tests read a mail as a mail client would
 * instead of grepping its bytes.
 */

export interface MimePart {
  headers: Map<string, string>
  /** Lower-cased, without parameters: text/plain, multipart/alternative... */
  type: string
  body: Buffer
  parts: MimePart[]
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>()
  // Unfold: a line starting with white space continues the header above.
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header)
  return match?.[1] ?? match?.[2]
}

function decode(body: string, encoding: string): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64')
    case 'quoted-printable': {
      const soft = body.replace(/=\r?\n/g, '')
      const bytes: number[] = []
      for (let i = 0; i < soft.length; i += 1) {
        const hex = soft.slice(i + 1, i + 3)
        if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
          bytes.push(parseInt(hex, 16))
          i += 2
        } else bytes.push(...Buffer.from(soft[i]!, 'utf8'))
      }
      return Buffer.from(bytes)
    }
    default:
      return Buffer.from(body, 'utf8')
  }
}

export function parseMime(raw: string | Buffer): MimePart {
  const text = typeof raw === 'string' ? raw : raw.toString('utf8')
  const split = /\r?\n\r?\n/.exec(text)
  const headerBlock = split ? text.slice(0, split.index) : text
  const rest = split ? text.slice(split.index + split[0].length) : ''
  const headers = parseHeaders(headerBlock)
  const contentType = headers.get('content-type') ?? 'text/plain'
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary')
    if (!boundary) throw new Error('a multipart part without a boundary')
    const pieces = rest.split(
      new RegExp(`^--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*$`, 'm'),
    )
    // Before the first boundary: the preamble; after the last: the epilogue.
    const parts = pieces
      .slice(1, -1)
      .map((piece) => parseMime(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))
    return { headers, type, body: Buffer.alloc(0), parts }
  }
  return { headers, type, body: decode(rest, headers.get('content-transfer-encoding') ?? '7bit'), parts: [] }
}

/** The leaf parts, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves)
}

/** The first leaf of a type, decoded as UTF-8 text. */
export function partText(message: MimePart, type: string): string | undefined {
  return leaves(message)
    .find((part) => part.type === type)
    ?.body.toString('utf8')
}

/** What a reader sees of an HTML part: the text without tags, entities decoded, white space collapsed. */
export function visibleText(html: string): string {
  return (
    html
      .replace(/<head>[\s\S]*<\/head>/i, '')
      // Blocks and line breaks separate words; an inline tag (a link) does not.
      .replace(/<\/?(?:p|div|br|body|html|meta|!doctype)\b[^>]*>/gi, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  )
}
