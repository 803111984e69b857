import { describe, expect, it } from 'vitest'
import { contentCollections } from '@/cms/collections/content-collections'
import { pageTypes } from '@/routes'
import { templates } from '@/templates/registry'

// The registries are typed maps the compiler checks; these check what it cannot: the order the admin
// shows, and that the list pages picked at run time are the ones the types expect.
describe('the registries', () => {
  it('hold every content collection once, the admin groups in their order', () => {
    const slugs = contentCollections.map((c) => c.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(slugs[0]).toBe('pages')
    const groups = [...new Set(contentCollections.map((c) => c.admin?.group))]
    expect(groups).toEqual(['Content', 'Podcasts', 'Catalogue', 'Media centre', 'Tea Inspired'])
  })

  it('give every page type but the three with routes of their own a template', () => {
    const served = Object.keys(pageTypes).filter((name) => !['home', 'search', 'socialShare'].includes(name))
    expect(Object.keys(templates).sort()).toEqual(served.sort())
  })
})
