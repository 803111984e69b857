import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { registries } from '../../scripts/runtime/generate-registries.mjs'
import { contentCollections } from '@/cms/collections/content-collections'
import { pageTypes } from '@/routes'
import { templates } from '@/templates/registry'

describe('the generated registries', () => {
  it.each((registries() as { file: string; text: string }[]).map((r) => [r.file, r.text]))('%s is current (npm run check writes it)', (file, text) => {
    expect(readFileSync(path.resolve(file), 'utf8')).toBe(text)
  })

  it('hold every content collection once, the admin groups in their order', () => {
    const slugs = contentCollections.map((c) => c.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(slugs[0]).toBe('pages')
    expect(slugs).toContain('inspiration-books')
    const groups = [...new Set(contentCollections.map((c) => c.admin?.group))]
    expect(groups).toEqual(['Content', 'Podcasts', 'Catalogue', 'Media centre', 'Tea Inspired'])
  })

  it('give every page type but the three with routes of their own a template', () => {
    const served = Object.keys(pageTypes).filter((name) => !['home', 'search', 'socialShare'].includes(name))
    expect(Object.keys(templates).sort()).toEqual(served.sort())
  })
})
