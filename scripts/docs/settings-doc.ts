/**
 * Writes docs/settings.md from the code that reads the settings, so the page cannot drift from it
 * (`npm run docs:settings`; tests/unit/settings-doc.test.ts fails when the file differs from what this renders).
 *
 * - The brand and public-site settings are a zod schema (src/config/brand.ts): name, default and `.describe()` text.
 * - The others are read through the helpers of src/config/env.ts (`envInt('NAME', fallback)`, `envString('NAME') ??
 *   fallback`, …) or, in the few files outside the bundles, `process.env.NAME`: found in the syntax tree, each with
 *   the fallback written in the call and the doc comment (`/** … *\/`) of the nearest declaration around it. A
 *   `@default NAME text` tag in that comment states a default the code computes. Settings described by the
 *   same words share one row.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import type { z } from 'zod'
import { siteSettingsSchema } from '../../src/config/brand'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const SETTINGS_DOC = path.join(root, 'docs', 'settings.md')

/** Where settings are read, in the order the page lists them, with a heading for each. */
const SOURCES: { file: string; heading: string }[] = [
  { file: 'src/config/database.ts', heading: 'Database' },
  { file: 'src/config/secret.ts', heading: 'Sessions' },
  { file: 'src/config/storage.ts', heading: 'Media storage' },
  { file: 'src/config/email.ts', heading: 'Mail' },
  { file: 'src/config/limits.ts', heading: 'Caching and limits' },
  { file: 'src/config/runtime.ts', heading: 'Server' },
  { file: 'scripts/runtime/listen-backlog.cjs', heading: 'Server' },
  { file: 'scripts/runtime/heap-growth.cjs', heading: 'Server' },
  { file: 'src/lib/cache/shared-tags-cache-handler.mjs', heading: 'Several instances' },
  { file: 'src/config/jobs.ts', heading: 'Several instances' },
  { file: 'src/config/seed.ts', heading: 'Seed and first start' },
  { file: 'next.config.ts', heading: 'Build' },
  { file: 'src/components/shell/footer/social.ts', heading: 'Brand and public site' },
]

/** Set by Node.js or Next.js themselves, never by an operator. */
const NOT_SETTINGS = new Set(['NEXT_PHASE', 'NEXT_RUNTIME', 'NODE_ENV'])

const READERS = new Set(['envInt', 'envFlag', 'envString', 'envRaw', 'envWithPrefix'])

type Row = { names: string[]; defaults: string[]; text: string }

/** A cell of a Markdown table: one line, a comment's list items run on, pipes escaped, `<NAME>` outside code kept as text. */
const cell = (text: string) =>
  text
    .replace(/\n\s*- /g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .split('`')
    .map((part, index) => (index % 2 ? part : part.replace(/</g, '&lt;')))
    .join('`')
    .trim()
const code = (value: string) => '`' + value + '`'

function zodRows(): Row[] {
  return Object.entries(siteSettingsSchema.shape).map(([name, field]) => {
    const type = field as z.ZodType
    const def = (type as unknown as { _zod: { def: { type: string; defaultValue?: unknown } } })._zod.def
    const value = def.type === 'default' ? def.defaultValue : undefined
    return { names: [name], defaults: [value === undefined ? 'unset' : code(String(value))], text: type.description ?? '' }
  })
}

/** The doc comment of the nearest declaration around `node` that has one. */
function docOf(node: ts.Node): ts.JSDoc | undefined {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    const docs = (at as { jsDoc?: ts.JSDoc[] }).jsDoc
    if (docs?.length) return docs[docs.length - 1]
  }
  return undefined
}

const commentText = (comment: ts.JSDoc['comment']) => (typeof comment === 'string' ? comment : (comment ?? []).map((part) => part.text).join(''))

/** The fallback as the code writes it: a call's second argument, or what follows `??` / `||`. */
function fallbackOf(call: ts.Node, source: ts.SourceFile): string | undefined {
  if (ts.isCallExpression(call) && call.arguments[1] && ['envInt', 'envFlag'].includes(call.expression.getText(source))) {
    const text = call.arguments[1].getText(source).replace(/(\d)_(\d)/g, '$1$2')
    // Plain arithmetic (`256 * 1024`) is shown as its value.
    return /^[\d\s*+]+$/.test(text) ? String(text.split('*').reduce((product, factor) => product * Number(factor), 1)) : text
  }
  let outer: ts.Node = call
  while (ts.isParenthesizedExpression(outer.parent) || ts.isAsExpression(outer.parent)) outer = outer.parent
  const parent = outer.parent
  if (ts.isBinaryExpression(parent) && parent.left === outer && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(parent.operatorToken.kind)) {
    const right = parent.right
    if (ts.isStringLiteral(right) || ts.isNoSubstitutionTemplateLiteral(right)) return right.text
    if (ts.isNumericLiteral(right)) return right.text.replace(/_/g, '')
    const named = settingName(right, source)
    if (named) return named.name
    return undefined
  }
  return undefined
}

/** The setting a call or property access reads, if it is one. */
function settingName(node: ts.Node, source: ts.SourceFile): { name: string; prefix: boolean } | undefined {
  if (ts.isCallExpression(node) && READERS.has(node.expression.getText(source)) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
    const prefix = node.expression.getText(source) === 'envWithPrefix'
    return { name: prefix ? `${node.arguments[0].text}*` : node.arguments[0].text, prefix }
  }
  if (ts.isPropertyAccessExpression(node) && node.expression.getText(source) === 'process.env') return { name: node.name.text, prefix: false }
  return undefined
}

function codeRows(file: string, seen: Set<string>): Row[] {
  const text = readFileSync(path.join(root, file), 'utf8')
  const kind = file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const rows: Row[] = []
  const byText = new Map<string, Row>()
  const visit = (node: ts.Node) => {
    const setting = settingName(node, source)
    if (setting && !NOT_SETTINGS.has(setting.name) && !seen.has(setting.name)) {
      seen.add(setting.name)
      const doc = docOf(node)
      const stated = doc?.tags?.find((tag) => tag.tagName.text === 'default' && commentText(tag.comment).startsWith(`${setting.name} `))
      const fallback = stated ? commentText(stated.comment).slice(setting.name.length + 1) : fallbackOf(node, source)
      const shown = stated ? fallback! : fallback === undefined ? 'unset' : /^[A-Z][A-Z0-9_]+$/.test(fallback) ? `as ${code(fallback)}` : code(fallback)
      const text = doc ? commentText(doc.comment) : ''
      let row = byText.get(text)
      if (!row || !text) {
        row = { names: [], defaults: [], text }
        if (text) byText.set(text, row)
        rows.push(row)
      }
      row.names.push(setting.name)
      row.defaults.push(shown)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return rows
}

function table(rows: Row[]): string[] {
  return [
    '| Variable | Default | What it does |',
    '|---|---|---|',
    ...rows.map((row) => {
      const defaults = row.defaults.every((value) => value === row.defaults[0]) ? [row.defaults[0]] : row.defaults
      return `| ${row.names.map(code).join(', ')} | ${cell(defaults.join(', '))} | ${cell(row.text)} |`
    }),
  ]
}

/** The whole page, as docs/settings.md holds it. */
export function renderSettingsDoc(): string {
  const sections = new Map<string, Row[]>([['Brand and public site', zodRows()]])
  // A setting read in two places (DATABASE_URL, by the app and by the cache handler) is listed where it is first met.
  const seen = new Set<string>()
  for (const { file, heading } of SOURCES) sections.set(heading, [...(sections.get(heading) ?? []), ...codeRows(file, seen)])
  const lines = [
    '# Settings',
    '',
    '<!-- Generated by `npm run docs:settings` from the code that reads each setting (scripts/docs/settings-doc.ts). Edit the',
    '     descriptions there, in the zod schema of src/config/brand.ts and the doc comments of src/config/, not here. -->',
    '',
    'Every setting is an environment variable and optional, except `PAYLOAD_SECRET` on PostgreSQL. A build',
    '(`npm run build`) needs none of them. A malformed number, or one below its minimum, counts as unset; a malformed',
    'brand setting (a URL, a slug, a time zone) stops the start with a message naming it. Where the Site settings',
    'global of the CMS holds the same setting, the environment wins.',
  ]
  for (const [heading, rows] of sections) lines.push('', `## ${heading}`, '', ...table(rows))
  return lines.join('\n') + '\n'
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SETTINGS_DOC, renderSettingsDoc())
  console.log(`wrote ${path.relative(root, SETTINGS_DOC)}`)
}
