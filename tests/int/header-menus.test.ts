import { describe, expect, it } from 'vitest'
import { url } from './helpers'

type Menu = { label: string; section: string; intro?: string; columns: { heading?: string; links: { label: string; url: string }[] }[] }

async function menus(lang: string): Promise<Menu[]> {
  const response = await fetch(url(`/header-menus/${lang}.json`))
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toMatch(/^public, s-maxage=\d+/)
  return (await response.json()) as Menu[]
}

describe('GET /header-menus/{lang}.json', () => {
  it("answers the header's menus with their links, in each language", async () => {
    const [en, de] = await Promise.all([menus('en'), menus('de')])
    expect(en.map((menu) => menu.section)).toEqual(de.map((menu) => menu.section))
    expect(en.length).toBeGreaterThan(0)
    for (const menu of en) expect(menu.columns.flatMap((column) => column.links).length, menu.label).toBeGreaterThan(0)
    expect(de.map((menu) => menu.label)).not.toEqual(en.map((menu) => menu.label))
  })

  it('answers 404 for a language the site does not have, and for another file name', async () => {
    for (const path of ['/header-menus/xx.json', '/header-menus/en', '/header-menus/en.json.bak']) {
      expect((await fetch(url(path))).status, path).toBe(404)
    }
  })

  it("leaves the panels' links out of the pages, which carry the menus' labels only", async () => {
    const [en, html] = await Promise.all([menus('en'), fetch(url('/')).then((response) => response.text())])
    expect(html).toContain(JSON.stringify(en[0]!.label).slice(1, -1))
    // The RSC payload's JSON sits escaped in the page's scripts (the footer has columns of its own: a panel's is
    // what must be absent).
    expect(html).not.toContain(JSON.stringify(JSON.stringify(en[0]!.columns[0])).slice(1, -1))
  })
})
