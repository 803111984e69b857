import { describe, expect, it } from 'vitest'
import { userLogin } from './editor'
import { unique, url } from './helpers'

/**
 * The translators' side of the admin: a German translation written before its English changed is listed as
 * needing an update in the missing-translations view (/admin/translations), until the German changes too.
 */
async function save(token: string, method: 'POST' | 'PATCH', path: string, body: unknown) {
  const response = await fetch(url(path), {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return (await response.json()).doc as Record<string, unknown>
}

/** The view's row for the page in German, as the texts of its cells, or null when the page is not listed. */
async function germanRow(token: string, id: unknown): Promise<string[] | null> {
  const response = await fetch(url('/admin/translations'), { headers: { authorization: `JWT ${token}` } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const link = `/admin/collections/pages/${id}?locale=de`
  const row = html.split('<tr').find((part) => part.includes(link))
  if (!row) return null
  return [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) => cell.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''))
}

describe('needs update', () => {
  it('lists a German title translated before its English changed, until the German changes', async () => {
    const { token } = await userLogin({ role: 'editor' })
    const title = `Harvest notes ${unique('')}`
    const page = await save(token, 'POST', '/api/pages?locale=en', { title, path: `/${unique('needs-update-')}`, country: 'GLOBAL', _status: 'published' })
    await save(token, 'PATCH', `/api/pages/${page.id}?locale=de`, { title: 'Erntenotizen', _status: 'published' })
    expect(await germanRow(token, page.id), 'translated: not listed').toBeNull()

    // The English changes twice (an editor's second save must keep the first change due) and the body is unchanged.
    await save(token, 'PATCH', `/api/pages/${page.id}?locale=en`, { title: `${title}, first flush`, _status: 'published' })
    await save(token, 'PATCH', `/api/pages/${page.id}?locale=en`, { path: page.path, _status: 'published' })
    const [, record, , untranslated, outdated] = (await germanRow(token, page.id)) ?? []
    expect(record).toBe(`${title}, first flush`)
    expect(untranslated).toBe('')
    expect(outdated, 'named by its label').toBe('Title')

    await save(token, 'PATCH', `/api/pages/${page.id}?locale=de`, { title: 'Erntenotizen, erste Pflückung', _status: 'published' })
    expect(await germanRow(token, page.id), 'the German changed: settled').toBeNull()

    // Visitors never see who saved or what is due.
    const publicRead = await (await fetch(url(`/api/pages/${page.id}?depth=0`))).json()
    expect(publicRead.title).toBe(`${title}, first flush`)
    expect(publicRead).not.toHaveProperty('translationsDue')
    expect(publicRead).not.toHaveProperty('savedBy')
  })
})
