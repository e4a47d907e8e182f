/**
 * The HTML part that goes beside every mail's text (the same words): paragraphs from the text's blank lines, links
 * from its URLs, and for a buyer a button to My orders. Simple on purpose, for Gmail on an Android phone: one
 * column, inline styles only (Gmail drops <style> in some views), system fonts, no images, no tables needed.
 * Everything from the text is escaped, so what a buyer or a stranger typed (a contact message, a name) can never
 * become markup.
 */

export interface MailButton {
  label: string
  url: string
}

const PRIMARY = '#4338ca'
const TEXT = '#1f2933'

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g

/** A line of text, escaped, its URLs made links. */
function lineHtml(line: string): string {
  let html = ''
  let last = 0
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0]
    html += escapeHtml(line.slice(last, match.index))
    html += `<a href="${escapeHtml(url)}" style="color:${PRIMARY}">${escapeHtml(url)}</a>`
    last = match.index + url.length
  }
  return html + escapeHtml(line.slice(last))
}

function buttonHtml(button: MailButton): string {
  return [
    '<p style="margin:24px 0">',
    `<a href="${escapeHtml(button.url)}"`,
    ` style="display:inline-block;padding:12px 24px;border-radius:6px;`,
    ` background:${PRIMARY};color:#ffffff;font-weight:bold;`,
    ` text-decoration:none">${escapeHtml(button.label)}</a>`,
    '</p>',
  ].join('\n')
}

/**
 * The mail's text as HTML. With `button`, a line that is exactly the button's URL becomes the button in its place;
 * if the text never shows that URL alone on a line, the button comes after the text's first-to-last paragraph
 * (before the signature).
 */
export function mailHtml(input: {
  subject: string
  text: string
  button?: MailButton
  /** The mail's language (its words', for screen readers and mail clients' fonts): English unless 'hi'. */
  language?: 'en' | 'hi'
}): string {
  const { button } = input
  const paragraphs = input.text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n'))
    .filter((lines) => lines.some((line) => line.trim() !== ''))
  let buttonPlaced = false
  const blocks: string[] = []
  const paragraph = (lines: string[]) => {
    if (lines.length > 0)
      blocks.push(`<p style="margin:0 0 16px">\n${lines.map(lineHtml).join('<br>\n')}\n</p>`)
  }
  for (const lines of paragraphs) {
    let pending: string[] = []
    for (const line of lines) {
      if (button && line.trim() === button.url) {
        paragraph(pending)
        pending = []
        blocks.push(buttonHtml(button))
        buttonPlaced = true
      } else pending.push(line)
    }
    paragraph(pending)
  }
  if (button && !buttonPlaced) blocks.splice(Math.max(blocks.length - 1, 0), 0, buttonHtml(button))
  return [
    '<!doctype html>',
    `<html lang="${input.language === 'hi' ? 'hi' : 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:#ffffff">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px;`,
    ` font-family:Roboto,Arial,Helvetica,sans-serif;font-size:16px;`,
    ` line-height:1.5;color:${TEXT}">`,
    ...blocks,
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
