import { describe, expect, it } from 'vitest'
import { userLogin } from './editor'
import { unique, url } from './helpers'

/**
 * Draft preview (src/app/preview/route.ts): an editor's preview link (src/cms/preview.ts) carries
 * the page's path, the document's market and the language being edited; the route turns on draft
 * mode and chooses that variant, and the page then shows the draft with the preview bar naming
 * market and language. Visitors keep the published, cached page.
 */
const cookiesOf = (response: Response) =>
  Object.fromEntries(response.headers.getSetCookie().map((line) => line.split(';')[0]!.split('=') as [string, string]))

async function rest(token: string, method: string, path: string, body: unknown) {
  const response = await fetch(url(path), { method, headers: { 'content-type': 'application/json', authorization: `JWT ${token}` }, body: JSON.stringify(body) })
  return { status: response.status, json: await response.json() }
}

describe('draft preview', () => {
  it('shows an editor the draft in the chosen market and language, and visitors the published page', async () => {
    const { token } = await userLogin({ role: 'editor' })
    // A path that starts like the /preview route itself (the proxy once left such pages unrouted: 404).
    const path = `/${unique('preview-')}`
    const published = `Monsoon picking ${unique('')}`
    const draftTitle = `Monsoon picking, revised ${unique('')}`
    const germanDraft = `Monsunernte ${unique('')}`
    const created = await rest(token, 'POST', '/api/pages', { title: published, path, country: 'GLOBAL', _status: 'published' })
    expect(created.status).toBe(201)
    const id = created.json.doc.id
    expect((await rest(token, 'PATCH', `/api/pages/${id}?draft=true`, { title: draftTitle })).status).toBe(200)
    expect((await rest(token, 'PATCH', `/api/pages/${id}?draft=true&locale=de`, { title: germanDraft })).status).toBe(200)

    const anonymous = await fetch(url(`/preview?path=${encodeURIComponent(path)}`), { redirect: 'manual' })
    expect(anonymous.status).toBe(401)

    const start = await fetch(url(`/preview?path=${encodeURIComponent(path)}&country=GLOBAL&lang=de`), {
      headers: { authorization: `JWT ${token}` },
      redirect: 'manual',
    })
    expect(start.status).toBe(307)
    expect(new URL(start.headers.get('location')!, url('/')).pathname).toBe(path)
    const jar = cookiesOf(start)
    expect(jar.__prerender_bypass).toBeTruthy()
    expect(jar.lang).toBe('de')
    expect(jar.country).toBe('GLOBAL')
    const cookie = Object.entries(jar).map(([name, value]) => `${name}=${value}`).join('; ')

    const preview = await (await fetch(url(path), { headers: { cookie } })).text()
    expect(preview).toContain(germanDraft)
    expect(preview).toContain('data-preview-bar')
    expect(preview).toMatch(/data-preview-language="de"/)
    expect(preview).toMatch(/data-preview-market="GLOBAL"/)

    // The same editor in English sees the English draft.
    const english = await (await fetch(url(path), { headers: { cookie: cookie.replace('lang=de', 'lang=en') } })).text()
    expect(english).toContain(draftTitle)

    const visitor = await (await fetch(url(path))).text()
    expect(visitor).toContain(published)
    expect(visitor).not.toContain(draftTitle)
    expect(visitor).not.toContain('data-preview-bar')
  })
})
