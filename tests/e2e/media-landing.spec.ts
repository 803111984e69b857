import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { SOCIAL_NETWORK_NAMES } from '../../src/lib/media/social-networks'
import { MEDIA_FEATURED_TITLE, MEDIA_SOCIAL_TITLE, mediaCoverSeeds } from '../../src/seed/content/media-landing'
import { featuredStories, socialPosts } from '../../src/seed/media-editorial'
import { withConsentChosen } from './support/chrome'

/** The media landing (/media): the listings' covers, the featured media stories and the social wall. */
test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

const main = (page: Page) => page.getByRole('main')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The seeded featured stories the landing shows: type featured, marked for the media pages, newest three. */
const landingStories = featuredStories
  .filter((story) => story.type === 'featured' && story.isMedia)
  .sort((a, b) => a.daysAgo - b.daysAgo)
  .slice(0, 3)
const newestPostsFirst = [...socialPosts].sort((a, b) => a.daysAgo - b.daysAgo)

test('the media landing shows the covers, the featured stories and the social wall', async ({ page }) => {
  const response = await page.goto(routes.media.root)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media')

  // Covers: one link per media listing, its title a heading, its picture decorative.
  const covers = main(page).locator('[data-media-covers] li')
  await expect(covers).toHaveCount(mediaCoverSeeds.length)
  for (const [i, cover] of mediaCoverSeeds.entries()) {
    const link = covers.nth(i).getByRole('link')
    await expect(link).toHaveAttribute('href', cover.link)
    await expect(link.getByRole('heading', { level: 2 })).toHaveText(cover.title)
    await expect(link).toContainText(cover.header)
    await expect(link.locator('img')).toHaveAttribute('alt', '')
  }

  // Featured stories: the newest media stories of type featured, each leading to its page.
  const stories = main(page).getByRole('region', { name: MEDIA_FEATURED_TITLE })
  await expect(stories.getByRole('heading', { level: 3 })).toHaveText(landingStories.map((story) => story.title))
  for (const story of landingStories) {
    await expect(stories.getByRole('link', { name: new RegExp(escapeRegExp(story.title)) })).toHaveAttribute('href', story.link)
  }
  await expect(stories.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)

  // Social wall: newest first, each post an external link named by its network and description.
  const wall = main(page).getByRole('region', { name: MEDIA_SOCIAL_TITLE })
  const posts = wall.getByRole('listitem')
  await expect(posts).toHaveCount(socialPosts.length)
  for (const [i, post] of newestPostsFirst.entries()) {
    const link = posts.nth(i).getByRole('link')
    await expect(link).toHaveAccessibleName(new RegExp(`^${SOCIAL_NETWORK_NAMES[post.network]}\\s*${escapeRegExp(post.description)}\\s*\\(opens in a new tab\\)$`))
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAttribute('href', /^https:\/\//)
    await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true')
  }
  // No icon font and no third-party script: the glyphs are drawings of the site's own icon file.
  await expect(wall.locator('svg use[href^="/_next/static/"]')).toHaveCount(socialPosts.length)
  expect(await page.locator('script[src^="http"]:not([src^="' + new URL(page.url()).origin + '"])').count()).toBe(0)

})

test('the covers are reachable from the keyboard, with a visible focus', async ({ page }) => {
  await page.goto(routes.media.root)
  const coverLinks = main(page).locator('[data-media-covers] a')
  await coverLinks.first().focus()
  await page.keyboard.press('Tab')
  await expect(coverLinks.nth(1)).toBeFocused()
  expect(await coverLinks.nth(1).evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
})
