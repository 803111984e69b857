import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * What client components may pull into the browser. A 'use client' module that imports, however
 * indirectly, the site settings (src/config, whose schemas use zod's full build) or `zod` itself
 * adds tens of kilobytes to the JavaScript of every page that shows it, and Turbopack may hoist that
 * into the shared first-load chunks (an audio entry importing src/routes.ts for one anchor helper did:
 * +8 KB gzip on every page). zod/mini, which the forms share with the server, is fine.
 */
const root = path.resolve(__dirname, '../..')
const src = path.join(root, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(name) ? [file] : []
  })
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
  if (!base) return null
  for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx']) if (existsSync(base + ext)) return base + ext
  return null
}

/** Static value imports and re-exports (type-only imports and dynamic import() stay out of the bundle's first chunk). */
function imports(file: string): { local: string[]; packages: string[] } {
  const text = readFileSync(file, 'utf8')
  const specs = [...text.matchAll(/^(?:import(?! type )[^;]*?from|export [^;]*? from|import) '([^']+)'/gm)].map((m) => m[1]!)
  return { local: specs.flatMap((spec) => resolve(file, spec) ?? []), packages: specs.filter((spec) => !spec.startsWith('.') && !spec.startsWith('@/')) }
}

/** A settings module reads the environment through src/config/env.ts; the constants beside them (locales, tags) are fine. */
const isSettingsModule = (file: string) => file.startsWith(path.join(src, 'config') + path.sep) && /from '\.\/env'/.test(readFileSync(file, 'utf8'))

const FORBIDDEN = (file: string, packages: string[]) =>
  packages.includes('zod') ? "imports 'zod'" : isSettingsModule(file) ? 'is a settings module' : null

describe('client components', () => {
  it('never reach the site settings or the full zod build through their imports', () => {
    const clients = sourceFiles(src).filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8').trimStart()))
    expect(clients.length).toBeGreaterThan(20)
    const problems: string[] = []
    for (const client of clients) {
      const via = new Map<string, string>([[client, '']])
      const queue = [client]
      while (queue.length) {
        const file = queue.shift()!
        const { local, packages } = imports(file)
        const reason = FORBIDDEN(file, packages)
        if (reason) {
          const chain = [file]
          while (via.get(chain.at(-1)!)) chain.push(via.get(chain.at(-1)!)!)
          problems.push(`${path.relative(root, file)} ${reason}, reached by ${chain.slice(1).map((f) => path.relative(root, f)).join(' ← ')}`)
          continue
        }
        for (const next of local) {
          if (via.has(next)) continue
          via.set(next, file)
          queue.push(next)
        }
      }
    }
    expect(problems).toEqual([])
  })
})

describe('islands', () => {
  const islands = path.join(src, 'components/islands.tsx')
  const lazy = [...readFileSync(islands, 'utf8').matchAll(/import\('([^']+)'\)/g)].map((m) => resolve(islands, m[1]!)!)

  it('are imported through islands.tsx, never directly by a server component', () => {
    // A direct import puts the island (embla, leaflet's wrapper, the video gallery…) in the first-load
    // JavaScript of every page whose route can reach the importing block: +38 KB gzip before this rule.
    expect(lazy.length).toBeGreaterThan(10)
    const servers = sourceFiles(src).filter((file) => file !== islands && !/^['"]use client['"]/.test(readFileSync(file, 'utf8').trimStart()))
    const problems = servers.flatMap((file) => imports(file).local.filter((target) => lazy.includes(target)).map((target) => `${path.relative(root, file)} imports ${path.relative(root, target)}`))
    expect(problems).toEqual([])
  })

  it('keep form libraries out of the shell, which every page loads', () => {
    // The footer's newsletter form and the header are on every page: no react-hook-form, no zod there.
    const isClient = (file: string) => /^['"]use client['"]/.test(readFileSync(file, 'utf8').trimStart())
    const shell = sourceFiles(path.join(src, 'components/shell')).concat(path.join(src, 'components/forms/NewsletterForm.tsx')).filter(isClient)
    const seen = new Set<string>()
    const queue = [...shell]
    const heavy: string[] = []
    while (queue.length) {
      const file = queue.shift()!
      if (seen.has(file)) continue
      seen.add(file)
      const { local, packages } = imports(file)
      for (const pkg of packages) if (/^(zod|react-hook-form|@hookform\/)/.test(pkg)) heavy.push(`${path.relative(root, file)} imports ${pkg}`)
      queue.push(...local)
    }
    expect(seen.size).toBeGreaterThan(5)
    expect(heavy).toEqual([])
  })
})
