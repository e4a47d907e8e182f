/**
 * Every message the API can answer a buyer or a counsellor with, read from the server's source (the TypeScript
 * parser, not a regex): the second argument of each `new HttpError(...)` and `new RefusedError(...)` (and of a
 * class that extends RefusedError), each `message: ...` of an answer, and zod's messages in http/schemas.ts. A
 * constant is followed to its string; a call to a function of the server's source, to every sentence that function
 * (and the functions it calls) holds; a template literal gives its text with each `${...}` replaced by `SAMPLE`.
 * Counsellors' files are in (the workspace, its hours, debriefs and notes, the course, the counsellor's page, photos
 * and kit, the strategy session: issue 50 point 8), including the few staff refusals those files share with them.
 * Only the back office's and staff's own files are left out (STAFF_ONLY): staff read English, and the back office
 * sends no `X-Language: hi`. The simulated gateway's refusals are in: its window speaks the page's language.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import type * as Ts from 'typescript'

// Loaded by Node, not through Vite's transform (9 MB of JavaScript: seconds).
const ts = createRequire(import.meta.url)('typescript') as typeof Ts

const ROOT = join(import.meta.dirname, '../..')
export const SAMPLE = '2'

/** The back office's and staff's own files: their messages are read by staff, in English. */
const STAFF_ONLY = [
  /^server\/routes\/admin/,
  /^server\/config\.ts$/,
  /^server\/services\/staff\.ts$/,
  // The team's own hours and days off for strategy sessions: set by staff only (the counsellor reads the free times).
  /^server\/strategy\/team-hours\.ts$/,
]

/** The errors whose message the API answers: the routes' HttpError and the logic's RefusedError. */
const REFUSAL_BASES = ['HttpError', 'RefusedError']

/** A text that reads as a sentence a person is told ("Please pick a time from the list."). */
const SENTENCE = /^[A-Z].*[.!?]$/

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
  // Every named function's body (declarations and `const name = (...) => ...`), to follow a message made by a call.
  const functions = new Map<string, Ts.Node>()
  // The same per file: a name is looked up in its own file first (many files have a `const problem`).
  const own = new Map<string, { constants: Map<string, Ts.Expression>; functions: Map<string, Ts.Node> }>()
  const named = <T>(kind: 'constants' | 'functions', at: Ts.Node, name: string): T | undefined => {
    const local = own.get(at.getSourceFile().fileName)?.[kind].get(name)
    return (local ?? (kind === 'constants' ? constants : functions).get(name)) as T | undefined
  }
  const constant = (at: Ts.Node, name: string) => named<Ts.Expression>('constants', at, name)
  const functionBody = (at: Ts.Node, name: string) => named<Ts.Node>('functions', at, name)
  // The refusal classes: HttpError, RefusedError and the classes that extend one (strategy/team-hours HoursProblem).
  const refusals = new Set(REFUSAL_BASES)
  for (const { source } of sources) {
    const mine = { constants: new Map<string, Ts.Expression>(), functions: new Map<string, Ts.Node>() }
    own.set(source.fileName, mine)
    const visit = (node: Ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const init = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer
        for (const map of [constants, mine.constants]) map.set(node.name.text, init)
        if ((ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && init.body)
          for (const map of [functions, mine.functions]) map.set(node.name.text, init.body)
      }
      if (ts.isFunctionDeclaration(node) && node.name && node.body)
        for (const map of [functions, mine.functions]) map.set(node.name.text, node.body)
      if (ts.isClassDeclaration(node) && node.name)
        for (const clause of node.heritageClauses ?? [])
          for (const type of clause.types)
            if (REFUSAL_BASES.includes(type.expression.getText())) refusals.add(node.name.text)
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  /** Every sentence in a function's body and in the functions it calls, as a message it may make. */
  const sentences = (body: Ts.Node, seen: Set<Ts.Node>): string[] => {
    if (seen.has(body)) return []
    seen.add(body)
    const found: string[] = []
    const visit = (node: Ts.Node) => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)
      ) {
        found.push(...texts(node).filter((text) => SENTENCE.test(text)))
        return
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const called = functionBody(node, node.expression.text)
        if (called) found.push(...sentences(called, seen))
      }
      ts.forEachChild(node, visit)
    }
    visit(body)
    return found
  }
  const texts = (node: Ts.Expression | undefined, depth = 0): string[] => {
    if (!node || depth > 8) return []
    // A message made by a function of the server's source: `hoursProblem(weekly)`, `hoursProblemAt(...)?.message`.
    if (ts.isCallExpression(node)) {
      const called = ts.isIdentifier(node.expression) ? functionBody(node, node.expression.text) : undefined
      return called ? sentences(called, new Set()) : []
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
    if (ts.isTemplateExpression(node))
      return [node.head.text + node.templateSpans.map((span) => SAMPLE + span.literal.text).join('')]
    if (ts.isConditionalExpression(node))
      return [...texts(node.whenTrue, depth + 1), ...texts(node.whenFalse, depth + 1)]
    // A fallback: `issues[0]?.message ?? 'Invalid request.'`.
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
    )
      return [...texts(node.left, depth + 1), ...texts(node.right, depth + 1)]
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
      return texts(node.expression, depth + 1)
    if (ts.isIdentifier(node)) return texts(constant(node, node.text), depth + 1)
    if (ts.isPropertyAccessExpression(node)) {
      const path: string[] = []
      let at: Ts.Expression = node
      while (ts.isPropertyAccessExpression(at)) {
        path.unshift(at.name.text)
        at = at.expression
      }
      if (ts.isCallExpression(at)) return texts(at, depth + 1)
      if (!ts.isIdentifier(at)) return []
      let value = constant(at, at.text)
      for (const key of path) {
        if (value && ts.isCallExpression(value)) return texts(value, depth + 1)
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
      if (ts.isNewExpression(node) && refusals.has(node.expression.getText()))
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
        SENTENCE.test(node.initializer.text)
      )
        found.push({ message: node.initializer.text, file: name })
      // zod's messages: the string arguments of a schema's checks (.min(1, 'Enter ...'), z.email('...')).
      if (ts.isCallExpression(node) && rootName(node) === 'z')
        for (const argument of node.arguments)
          if (ts.isStringLiteral(argument) && SENTENCE.test(argument.text))
            found.push({ message: argument.text, file: name })
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}
