/**
 * Every message the buyer-facing API can answer with, read from the server's source (the TypeScript parser, not
 * a regex): the second argument of each `new HttpError(...)` and `new RefusedError(...)`, each `message: ...` of an
 * answer, and zod's messages in http/schemas.ts. A constant is followed to its string; a template literal gives its text with each `${...}`
 * replaced by `SAMPLE`. Back-office and workspace (counsellors) files are left out: staff and counsellors read
 * English. The simulated gateway's refusals are in: its window speaks the page's language.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import type * as Ts from 'typescript'

// Loaded by Node, not through Vite's transform (9 MB of JavaScript: seconds).
const ts = createRequire(import.meta.url)('typescript') as typeof Ts

const ROOT = join(import.meta.dirname, '../..')
export const SAMPLE = '2'

const STAFF_ONLY = [
  /^server\/routes\/admin/,
  /^server\/routes\/workspace\.ts$/,
  /^server\/config\.ts$/,
  /^server\/services\/staff\.ts$/,
  /^server\/counsellors\/(counsellors|hours|stats|assign)\.ts$/,
  // The course's API answers counsellors (the workspace's session), as the workspace does.
  /^server\/routes\/course\.ts$/,
  /^server\/course\//,
  // A counsellor's own page: its editor's and staff's refusals; the public page answers HTML or the site's 404.
  /^server\/counsellor-pages\//,
  /^server\/routes\/counsellor-pages\.ts$/,
  // The first-100 strategy session: the workspace's and staff's (server/strategy/).
  /^server\/strategy\//,
  /^server\/routes\/strategy\.ts$/,
]

/** The errors whose message the API answers: the routes' HttpError and the logic's RefusedError. */
const REFUSALS = new Set(['HttpError', 'RefusedError'])

const MAY_ANSWER = /new (HttpError|RefusedError)\b|\bz\.|message:|error: '/

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  )
}

/** The name a call chain starts from: `z.string().min(1, '...')` -> `z`. */
function rootName(node: Ts.Expression): string | undefined {
  let at = node
  while (ts.isCallExpression(at) || ts.isPropertyAccessExpression(at)) at = at.expression
  return ts.isIdentifier(at) ? at.text : undefined
}

export function apiMessages(): { message: string; file: string }[] {
  // Only the files that can hold a message (parsing is the slow part), and the content modules naming two.
  const sources = [...files('server'), 'src/content/catalogue.ts', 'src/content/privacy-centre.ts']
    .filter((file) => !STAFF_ONLY.some((pattern) => pattern.test(file)))
    .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }))
    .filter(({ file, text }) => file.startsWith('src/') || MAY_ANSWER.test(text))
    .map(({ file, text }) => ({
      file,
      source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true),
    }))
  // Every `const NAME = 'text'` (and object literals' text properties, as NAME.key.key), to follow names.
  const constants = new Map<string, Ts.Expression>()
  for (const { source } of sources) {
    const visit = (node: Ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const init = node.initializer
        constants.set(node.name.text, ts.isAsExpression(init) ? init.expression : init)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  const texts = (node: Ts.Expression | undefined, depth = 0): string[] => {
    if (!node || depth > 8) return []
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
    if (ts.isTemplateExpression(node))
      return [node.head.text + node.templateSpans.map((span) => SAMPLE + span.literal.text).join('')]
    if (ts.isConditionalExpression(node))
      return [...texts(node.whenTrue, depth + 1), ...texts(node.whenFalse, depth + 1)]
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
      return texts(node.expression, depth + 1)
    if (ts.isIdentifier(node)) return texts(constants.get(node.text), depth + 1)
    if (ts.isPropertyAccessExpression(node)) {
      const path: string[] = []
      let at: Ts.Expression = node
      while (ts.isPropertyAccessExpression(at)) {
        path.unshift(at.name.text)
        at = at.expression
      }
      if (!ts.isIdentifier(at)) return []
      let value = constants.get(at.text)
      for (const key of path) {
        if (!value || !ts.isObjectLiteralExpression(value)) return []
        const property = value.properties.find(
          (p): p is Ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) &&
            (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
            p.name.text === key,
        )
        value = property?.initializer
        if (value && ts.isAsExpression(value)) value = value.expression
      }
      return texts(value, depth + 1)
    }
    return []
  }
  const found: { message: string; file: string }[] = []
  for (const { file, source } of sources) {
    const name = relative(ROOT, join(ROOT, file))
    if (!name.startsWith('server/')) continue
    const visit = (node: Ts.Node) => {
      if (ts.isNewExpression(node) && REFUSALS.has(node.expression.getText()))
        for (const message of texts(node.arguments?.[1])) found.push({ message, file: name })
      if (
        (name.startsWith('server/routes/') || name === 'server/app.ts') &&
        ts.isPropertyAssignment(node) &&
        node.name.getText() === 'message' &&
        ts.isObjectLiteralExpression(node.parent)
      )
        for (const message of texts(node.initializer)) found.push({ message, file: name })
      // zod's `{ error: '...' }` and `{ message: '...' }` options.
      if (
        ts.isPropertyAssignment(node) &&
        ['error', 'message'].includes(node.name.getText()) &&
        ts.isStringLiteral(node.initializer) &&
        /^[A-Z].*[.!?]$/.test(node.initializer.text)
      )
        found.push({ message: node.initializer.text, file: name })
      // zod's messages: the string arguments of a schema's checks (.min(1, 'Enter ...'), z.email('...')).
      if (ts.isCallExpression(node) && rootName(node) === 'z')
        for (const argument of node.arguments)
          if (ts.isStringLiteral(argument) && /^[A-Z].*[.!?]$/.test(argument.text))
            found.push({ message: argument.text, file: name })
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}
