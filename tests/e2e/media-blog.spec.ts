import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { BLOG_FEATURED_TITLE, JOURNAL_POSTS_TITLE, JOURNAL_STORIES_TITLE } from '../../src/seed/content/media-blog'
import { featuredStories } from '../../src/seed/media-editorial'
import { blogCategorySeeds, blogPostSeeds } from '../../src/seed/media-items/blog-posts'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * The tea blog (seed: src/seed/media-items/blog-posts.ts, 15 posts in four categories, three
 * featured): the listing's filters in the address (Back restores the view), a post's page, the blog
 * landing (/blog) and the tea journal (/tea-jornal), each with an axe scan.
 */
const blog = routes.media.teaBlog()
const API = '/dmc-apis/tea_blog'

const newestFirst = (filter: (post: (typeof blogPostSeeds)[number]) => boolean = () => true) => blogPostSeeds.filter(filter).sort((a, b) => a.daysAgo - b.daysAgo)
const inCategory = (slug: string) => newestFirst((post) => post.category === slug)

const listing = (page: Page) => page.locator('[data-listing="tea-blog"]')
const cards = (page: Page) => listing(page).locator('ul li').filter({ has: page.locator('a h2, a h3') })
const count = (page: Page) => listing(page).getByRole('status')
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

test.describe('the tea blog listing', () => {
  test('filters by category with the view in the address, and Back restores the list', async ({ page }) => {
    const requests: URL[] = []
    page.on('request', (request) => {
      if (request.url().includes(API)) requests.push(new URL(request.url()))
    })
    expect((await page.goto(blog))?.status()).toBe(200)
    await expect(listing(page)).toHaveAttribute('data-interactive', 'true')
    await expect(count(page)).toHaveText('15 posts')
    await expect(cards(page)).toHaveCount(9)
    await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')

    const table = inCategory('tea-at-the-table')
    await page.getByLabel(/^Category/).selectOption('tea-at-the-table')
    await expect(page).toHaveURL(`${blog}?category=tea-at-the-table`)
    await expect(count(page)).toHaveText(`${table.length} posts`)
    await expect(cards(page).getByRole('heading')).toHaveText(table.map((post) => post.en.title))
    expect(requests.at(-1)?.searchParams.get('category')).toBe('tea-at-the-table')

    await page.goBack()
    await expect(page).toHaveURL(blog)
    await expect(count(page)).toHaveText('15 posts')
    await expect(page.getByLabel(/^Category/)).toHaveValue('')
    await expectNoAxeViolations(page)
  })

  test('a shared filtered address shows its view; a card leads to the post', async ({ page }) => {
    const people = inCategory('people-and-places')
    expect((await page.goto(`${blog}?category=people-and-places`))?.status()).toBe(200)
    await expect(count(page)).toHaveText(`${people.length} posts`)
    await expect(page.getByLabel(/^Category/)).toHaveValue('people-and-places')
    await expectNoAxeViolations(page)
    const first = cards(page).first()
    await expect(first.getByRole('heading')).toHaveText(people[0]!.en.title)
    await first.getByRole('link').click()
    await expect(page).toHaveURL(routes.media.teaBlog(people[0]!.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(people[0]!.en.title)
  })

  test('links its RSS feed from the head', async ({ page, request }) => {
    await page.goto(blog)
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', new RegExp(`${routes.media.teaBlogFeed.replace(/[./]/g, '\\$&')}$`))
    const response = await request.get(routes.media.teaBlogFeed)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    expect(await response.text()).toContain('<rss version="2.0"')
  })
})

test.describe('a blog post', () => {
  test('shows its writer, category and reading time, shares by plain links and leads to its neighbours', async ({ page }) => {
    const posts = newestFirst()
    const i = posts.findIndex((post) => post.slug === 'soft-water-hard-water')
    expect((await page.goto(routes.media.teaBlog('soft-water-hard-water')))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[i]!.en.title)
    const facts = page.getByRole('main').locator('dl')
    await expect(facts).toContainText('Nirmala Perera')
    await expect(facts).toContainText(/\d+ min read/)
    await expect(facts.getByRole('link', { name: 'Brewing and tasting' })).toHaveAttribute('href', `${blog}?category=brewing-and-tasting`)
    await expect(page.locator('[data-share-item="blog-posts:soft-water-hard-water"] a[data-share-network]')).toHaveCount(5)
    await expectNoAxeViolations(page)

    const around = page.getByRole('navigation', { name: 'More stories' })
    await around.getByRole('link', { name: new RegExp(posts[i + 1]!.en.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click()
    await expect(page).toHaveURL(routes.media.teaBlog(posts[i + 1]!.slug))
    await expect(page.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', blog)
  })

  test('an unknown post answers the not-found page', async ({ page }) => {
    expect((await page.goto(routes.media.teaBlog('no-such-post')))?.status()).toBe(404)
  })
})

test.describe('the blog landing and the tea journal', () => {
  test('/blog shows the featured posts, then each category’s newest, leading into the filtered listing', async ({ page }) => {
    expect((await page.goto(routes.blog))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Blog')
    const featured = page.getByRole('region', { name: BLOG_FEATURED_TITLE })
    await expect(featured.getByRole('heading', { level: 3 })).toHaveText(newestFirst((post) => post.featured === true).map((post) => post.en.title))
    for (const category of blogCategorySeeds) {
      const group = page.getByRole('region', { name: category.name, exact: true })
      await expect(group.getByRole('heading', { level: 4 })).toHaveText(inCategory(category.slug).slice(0, 3).map((post) => post.en.title))
    }
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'All posts in From the estates' }).click()
    await expect(page).toHaveURL(`${blog}?category=from-the-estates`)
    await expect(count(page)).toHaveText(`${inCategory('from-the-estates').length} posts`)
  })

  test('/tea-jornal reads as a list: the newest posts opened at their first paragraphs, then featured stories', async ({ page }) => {
    expect((await page.goto(routes.teaJournal))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Tea Journal')
    const posts = page.getByRole('region', { name: JOURNAL_POSTS_TITLE })
    await expect(posts.getByRole('heading', { level: 3 })).toHaveText(newestFirst().slice(0, 5).map((post) => post.en.title))
    await expect(posts.getByRole('listitem').first()).toContainText('Every tea drinker knows the moment.')
    const stories = page.getByRole('region', { name: JOURNAL_STORIES_TITLE })
    const newestStories = featuredStories.filter((story) => story.type === 'featured').sort((a, b) => a.daysAgo - b.daysAgo).slice(0, 4)
    await expect(stories.getByRole('heading', { level: 3 })).toHaveText(newestStories.map((story) => story.title))
    await expectNoAxeViolations(page)
    await posts.getByRole('link', { name: newestFirst()[0]!.en.title }).click()
    await expect(page).toHaveURL(routes.media.teaBlog(newestFirst()[0]!.slug))
  })
})
