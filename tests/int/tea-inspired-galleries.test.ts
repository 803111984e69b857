import { describe, expect, it } from 'vitest'
import { GALLERY_GROUPS, galleryUrl, type GalleryGroup } from '@/lib/tea-inspired/gallery-groups'
import { routes } from '@/routes'
import { teaInspiredGalleryPages } from '@/seed/content/tea-inspired-galleries'
import { galleryItems } from '@/seed/tea-inspired-galleries/items'
import { images } from '@/seed/images/catalogue'
import { GALLERY_PORTRAITS } from '@/seed/images/portraits'
import { url } from './helpers'

/**
 * Tea Inspired's image groups over HTTP against the seeded server: each group's list page answers
 * 200 and links every item of its group (and none of another group), an item's page shows its
 * pictures as lightbox thumbnails, an item under another group's address or an unknown slug is a
 * 404, German copy is served where it is translated, and the items are in the site search.
 */
async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(url(path), { headers })
  return { status: response.status, html: await response.text() }
}

/** Text as React writes it into HTML (text and attribute values). */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The page's own content, without the header, footer and RSC payload. */
const mainOf = (body: string) => body.slice(body.indexOf('<main'), body.indexOf('</main>'))

const itemsOf = (group: GalleryGroup) => galleryItems.filter((item) => item.group === group)
const listTitle = (group: GalleryGroup) => teaInspiredGalleryPages.find((p) => p.path === galleryUrl(group))!.copy.en.title

describe('Tea Inspired gallery lists', () => {
  it.each(GALLERY_GROUPS)('the %s list answers 200 and links each of its items, and no other group’s', async (group) => {
    const { status, html: body } = await page(galleryUrl(group))
    expect(status).toBe(200)
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(html(listTitle(group)))}</h1>`))
    for (const item of itemsOf(group)) {
      expect(body, item.slug).toContain(`href="${galleryUrl(group, item.slug)}"`)
      expect(body, item.slug).toContain(html(item.en.title))
    }
    for (const other of galleryItems.filter((item) => item.group !== group)) {
      expect(body, other.slug).not.toContain(`/${other.slug}"`)
    }
  })

  it('lists the items in the editors’ order', async () => {
    const { html: body } = await page(galleryUrl('artists'))
    const positions = itemsOf('artists').map((item) => body.indexOf(`href="${galleryUrl('artists', item.slug)}"`))
    expect(positions.every((p) => p > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })
})

describe('Tea Inspired gallery items', () => {
  it.each(GALLERY_GROUPS.map((group) => [group, itemsOf(group)[0]!] as const))('a %s item’s page answers 200 with its pictures', async (group, item) => {
    const { status, html: body } = await page(galleryUrl(group, item.slug))
    expect(status).toBe(200)
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(html(item.en.title))}</h1>`))
    expect(body).toContain(html(item.en.short))
    // Every picture is a thumbnail button named by its alt text, opening the lightbox.
    for (const shot of item.shots) expect(body, shot.alt).toContain(`aria-label="${html(`Enlarge picture: ${shot.alt}`)}"`)
    expect(mainOf(body).match(/aria-haspopup="dialog"/g)?.length).toBe(item.shots.length)
    // An item about a person shows their portrait beside the text.
    const portrait = GALLERY_PORTRAITS[item.slug]
    if (group !== 'albums') expect(mainOf(body)).toContain(`alt="${html(images[portrait!].alt)}"`)
    expect(body).toContain(`href="${galleryUrl(group)}"`)
    expect(body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${galleryUrl(group, item.slug)}"`))
  })

  it('answers 404 for an item under another group’s address', async () => {
    const photographer = itemsOf('photographers')[0]!
    const album = itemsOf('albums')[0]!
    for (const path of [
      galleryUrl('albums', photographer.slug),
      galleryUrl('artists', photographer.slug),
      galleryUrl('photographers', album.slug),
      galleryUrl('inspired-me', album.slug),
    ]) {
      expect((await page(path)).status, path).toBe(404)
    }
    expect((await page(galleryUrl('photographers', photographer.slug))).status).toBe(200)
  })

  it.each(GALLERY_GROUPS)('answers 404 for an unknown slug under %s', async (group) => {
    expect((await page(galleryUrl(group, 'no-such-gallery-item'))).status).toBe(404)
  })

  it('serves the German title and short description where they are translated', async () => {
    const item = itemsOf('albums')[0]!
    const { status, html: body } = await page(galleryUrl('albums', item.slug), { cookie: 'lang=de' })
    expect(status).toBe(200)
    expect(body).toMatch(/<html[^>]*lang="de"/)
    expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(html(item.de!.title))}</h1>`))
    expect(body).toContain(html(item.de!.short))
  })

  it('finds the items in the site search, linked to their pages', async () => {
    const response = await fetch(url('/dmc-apis/general_search?keyword=Marchetti'))
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as { data: { title: string; url: string }[] }
    expect(data).toContainEqual(expect.objectContaining({ title: 'Hugo Marchetti', url: routes.teaInspired.artists('hugo-marchetti') }))
  })
})
