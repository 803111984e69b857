import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// One representative URL per page type; each must render and pass axe with zero violations.
const pageTypes: { name: string; path: string; status: number }[] = [
  { name: 'home', path: '/', status: 200 },
  { name: 'content page', path: '/careers', status: 200 },
  { name: 'search results', path: '/global-search-results?keyword=tea', status: 200 },
  { name: 'search results without a keyword', path: '/global-search-results', status: 200 },
  { name: 'not found', path: '/no-such-page-here', status: 404 },
  { name: 'tea gardens list', path: '/dalumara-family/our-tea-garden', status: 200 },
  { name: 'tea garden', path: '/dalumara-family/our-tea-garden/kirikanda', status: 200 },
  { name: 'testimonials', path: '/dalumara-family/testimonials', status: 200 },
  { name: 'podcasts', path: '/all-about-tea/dalumara-podcasts', status: 200 },
  { name: 'podcast series', path: '/all-about-tea/dalumara-podcasts/from-the-estate', status: 200 },
  { name: 'podcast episode', path: '/all-about-tea/dalumara-podcasts/from-the-estate/what-the-monsoon-does', status: 200 },
  { name: 'brewing guide', path: '/all-about-tea/how-to-brew-a-perfect-cup-of-tea', status: 200 },
  { name: 'e-learning', path: '/all-about-tea/school-of-tea-e-learning', status: 200 },
  { name: 'e-books list', path: '/all-about-tea/tea-inspired-e-books', status: 200 },
  { name: 'e-book', path: '/all-about-tea/tea-inspired-e-books/the-tasters-notebook', status: 200 },
  { name: 'where to buy', path: '/our-products/where-to-buy', status: 200 },
  { name: 'gift of teas list', path: '/our-products/gift-of-teas', status: 200 },
  { name: 'gift of teas list, page 2', path: '/our-products/gift-of-teas?page=2', status: 200 },
  { name: 'teawares list', path: '/our-products/gift-of-teas/teawares', status: 200 },
  { name: 'gift of tea', path: '/our-products/gift-of-teas/estate-tasting-chest', status: 200 },
  { name: 'tea accessories list', path: '/our-products/tea-accessories', status: 200 },
  { name: 'tea accessories list, filtered', path: '/our-products/tea-accessories?material=glass&page=1', status: 200 },
  { name: 'tea accessory', path: '/our-products/tea-accessories/airtight-tea-caddy', status: 200 },
  { name: 'recipe', path: '/our-products/recipes/iced-lemon-black-tea', status: 200 },
  { name: 'range family sub-page (map and list)', path: '/our-products/our-teas/tea-ranges/dalumara-watte-boutique-tea/regions', status: 200 },
  { name: 'seasonal flush tea', path: '/our-products/our-teas/tea-ranges/t-series-designer-gourmet-tea/seasonal-flush/uva-seasonal-flush', status: 200 },
  { name: 'tea ranges list', path: '/our-products/our-teas/tea-ranges', status: 200 },
  { name: 'tea range', path: '/our-products/our-teas/tea-ranges/premium-ceylon-tea', status: 200 },
  { name: 'tea range, page 2', path: '/our-products/our-teas/tea-ranges/premium-ceylon-tea?page=2', status: 200 },
  { name: 'tea (product details)', path: '/our-products/our-teas/tea-ranges/product-details/premium-ceylon-dimbula-blend', status: 200 },
  { name: 'tea (format address)', path: '/our-products/product-details-tea-format/premium-ceylon-dimbula-blend', status: 200 },
  { name: 'ingredient', path: '/our-products/our-teas/tea-ranges/dalumara-natural-infusions/our-ingredients/orange-peel', status: 200 },
  { name: 'tea formats list', path: '/our-products/our-teas/tea-formats', status: 200 },
  { name: 'tea types list, filtered', path: '/our-products/our-teas/tea-types?format=tea-bags&mood=relaxing', status: 200 },
  { name: 'tea by flavour list, page 2', path: '/our-products/our-teas/tea-by-flavour?page=2', status: 200 },
  { name: 'tea by mood list', path: '/our-products/our-teas/tea-by-mood', status: 200 },
  { name: 'tea format', path: '/our-products/our-teas/tea-formats/loose-leaf', status: 200 },
  { name: 'tea type, filtered', path: '/our-products/our-teas/tea-types/black-tea?mood=comforting&page=1', status: 200 },
  { name: 'tea flavour', path: '/our-products/our-teas/tea-by-flavour/citrus', status: 200 },
  { name: 'tea mood', path: '/our-products/our-teas/tea-by-mood/relaxing', status: 200 },
  { name: 'news list', path: '/media/news', status: 200 },
  { name: 'news list, filtered', path: '/media/news?year=2025&subCategory=company', status: 200 },
  { name: 'news story', path: '/media/news/plastic-free-tea-bags', status: 200 },
  { name: 'events list', path: '/media/events', status: 200 },
  { name: 'event', path: '/media/events/colombo-tea-festival', status: 200 },
  { name: 'press list', path: '/media/dalumara-in-press', status: 200 },
  { name: 'press list, filtered', path: '/media/dalumara-in-press?category=press-releases&subCategory=product-news', status: 200 },
  { name: 'press item', path: '/media/dalumara-in-press/release-germany-launch', status: 200 },
  { name: 'tea blog list', path: '/media/dalumara-tea-blog', status: 200 },
  { name: 'tea blog list, filtered', path: '/media/dalumara-tea-blog?category=tea-at-the-table', status: 200 },
  { name: 'tea blog post', path: '/media/dalumara-tea-blog/soft-water-hard-water', status: 200 },
  { name: 'blog landing', path: '/blog', status: 200 },
  { name: 'tea journal', path: '/tea-jornal', status: 200 },
  { name: 'tea inspired home', path: '/tea-inspired/dalumara', status: 200 },
  { name: 'tea inspired editorial page', path: '/tea-inspired/tea-lounge', status: 200 },
  { name: 'tea inspired gallery list', path: '/tea-inspired/prealbums', status: 200 },
  { name: 'tea inspired gallery item', path: '/tea-inspired/tea-inspiredme/sunday-tea-with-oma', status: 200 },
  { name: 'tea inspired commemorative teas', path: '/tea-inspired/tea-inspired-commemorative-teas', status: 200 },
  { name: 'tea inspired video wishes', path: '/tea-inspired/tea-inspired-video-wishes', status: 200 },
  { name: 'letters archive (letters block, archive view)', path: '/tea-inspired/letters-to-mr-dalumara', status: 200 },
  { name: 'letters tea inspired (letters block, picks view)', path: '/tea-inspired/tea-inspired-letters-to-mr-dalumara', status: 200 },
  { name: 'tea inspiration books', path: '/tea-inspired/tea-inspiration-books', status: 200 },
  { name: 'server error', path: '/__test/error', status: 500 },
]

for (const { name, path, status } of pageTypes) {
  test(`${name} (${path}) has no axe violations`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(status)
    await expect(page.locator('h1').first()).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
