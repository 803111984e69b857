// Turbopack (Next.js 16.4) lists, in some routes' react-loadable-manifest.json, chunk files of next/dynamic
// islands that the build never wrote (the client loads the islands from other chunks). The server turns each
// listed script into a <link rel="preload">, so pages asked for files that answer 404, a console error on every
// visit. After a build, names of files that do not exist are taken out; a missing stylesheet is an error,
// since a page needs it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export function pruneLoadableManifests(distDir) {
  const manifests = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name === 'react-loadable-manifest.json') manifests.push(file)
    }
  }
  walk(path.join(distDir, 'server'))
  const removed = new Set()
  for (const file of manifests) {
    const manifest = JSON.parse(readFileSync(file, 'utf8'))
    let changed = false
    for (const entry of Object.values(manifest)) {
      const kept = entry.files.filter((chunk) => existsSync(path.join(distDir, chunk)))
      if (kept.length === entry.files.length) continue
      const missingCss = entry.files.filter((chunk) => chunk.endsWith('.css') && !kept.includes(chunk))
      if (missingCss.length) throw new Error(`${file} names stylesheets the build did not write: ${missingCss.join(', ')}`)
      for (const chunk of entry.files) if (!kept.includes(chunk)) removed.add(chunk)
      entry.files = kept
      changed = true
    }
    if (changed) writeFileSync(file, JSON.stringify(manifest))
  }
  return [...removed]
}
