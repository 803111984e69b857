// After every build, before the compressed twins are made (build-if-needed.mjs): the chunks a site page loads
// first get V8's explicit compile hint, `//# allFunctionsCalledOnLoad` as their first line
// (https://v8.dev/blog/explicit-compile-hints). Without it V8 compiles each function on its first call, and nearly
// all of React's and Next.js's functions are first called in one task, while Turbopack evaluates the chunks and
// starts hydration: half of that task's main-thread time was compiling. With the hint the browser compiles them
// while the script streams in, off the main thread. Other browsers read a comment.
// The admin's chunks are left as they are: most of their functions never run on a given screen.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

function manifestsUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '(payload)' ? [] : manifestsUnder(full)
    return entry.name.endsWith('_client-reference-manifest.js') ? [full] : []
  })
}

/** The chunks (`static/chunks/…` under .next) the framework and the site's routes load with their first HTML. */
export function firstLoadChunks(nextDir) {
  const chunks = new Set(JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')).rootMainFiles ?? [])
  for (const file of manifestsUnder(path.join(nextDir, 'server/app'))) {
    // Each manifest is a script assigning to `globalThis.__RSC_MANIFEST[route]`.
    const context = {}
    vm.runInNewContext(readFileSync(file, 'utf8'), context)
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const list of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of list) chunks.add(chunk)
    }
  }
  return [...chunks].filter((chunk) => chunk.endsWith('.js'))
}

/** Adds the hint to every first-load chunk that lacks it; returns how many it changed. */
export function addCompileHints(nextDir) {
  let changed = 0
  for (const chunk of firstLoadChunks(nextDir)) {
    const file = path.join(nextDir, chunk)
    if (!existsSync(file)) continue
    const source = readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(file, COMPILE_HINT + source)
    changed++
  }
  return changed
}
