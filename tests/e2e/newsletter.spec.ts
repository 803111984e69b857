import { expect, test, type Page } from './support/test'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * The newsletter form in the footer (issue section 3). Success and duplicate run against the
 * real POST /dmc-apis/newsletter_subscription; the other failures are forced with page.route
 * because a healthy server never produces them on demand.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await withConsentChosen(context, baseURL!)
})

const ENDPOINT = '**/dmc-apis/newsletter_subscription'

function form(page: Page) {
  const footer = page.getByRole('contentinfo')
  return {
    email: footer.getByRole('textbox', { name: 'Email' }),
    submit: footer.getByRole('button', { name: 'Submit' }),
  }
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) })
const uniqueEmail = () => `reader-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('an invalid address is flagged on the field and nothing is sent', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (r) => r.url().includes('newsletter_subscription') && sent.push(r.url()))
  const { email, submit } = form(page)

  await submit.click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Please enter your email address.')).toBeVisible()

  await email.fill('not-an-email')
  await submit.click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  const message = page.getByText('Please enter a valid email address, like name@example.com.')
  await expect(message).toBeVisible()
  // The message is tied to the field for screen readers.
  const describedBy = await email.getAttribute('aria-describedby')
  expect(describedBy).toBeTruthy()
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(await message.innerText())

  await page.waitForTimeout(300)
  expect(sent).toEqual([])

  // Correcting the value clears the error state.
  await email.fill('tea.lover@example.com')
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
})

test('a new address subscribes: green "Success" toast, and the field is cleared (real API)', async ({ page }) => {
  const { email, submit } = form(page)
  await email.fill(uniqueEmail())
  await submit.click()
  const success = toast(page, 'Success')
  await expect(success).toBeVisible()
  await expect(success.locator('[data-description]')).toHaveText('Subscribed successfully!')
  await expect(success).toHaveAttribute('data-type', 'success')
  await expect(success.locator('[data-icon] svg')).toBeVisible()
  await expect(success.locator('[data-title]')).toHaveCSS('background-color', 'rgb(22, 101, 52)')
  await expect(email).toHaveValue('')
  await expectNoAxeViolations(page, { include: '[data-sonner-toaster]' })
})

test('an address already subscribed is answered as a new one, so the list cannot be probed (real API)', async ({ page }) => {
  const address = uniqueEmail()
  const { email, submit } = form(page)
  await email.fill(address)
  await submit.click()
  await expect(toast(page, 'Success')).toBeVisible()

  await email.fill(address.toUpperCase())
  await submit.click()
  // Only a success empties the field; a failure keeps the address for another try.
  await expect(email).toHaveValue('')
  await expect(toast(page, 'Error')).toHaveCount(0)
})

const failures = [
  { status: 500, body: { success: false, error: 'The subscriber list is being updated. Please try again shortly.' } },
  { status: 429, body: { success: false, error: 'Too many requests; please try again in 60 seconds' } },
  { status: 400, body: { success: false, error: 'data.email: Invalid email address' } },
]

for (const { status, body } of failures) {
  test(`a ${status} answer shows the server's own message`, async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.fulfill({ status, json: body }))
    const { email, submit } = form(page)
    await email.fill(uniqueEmail())
    await submit.click()
    const error = toast(page, 'Error')
    await expect(error.locator('[data-description]')).toHaveText(body.error)
  })
}

test('a failure without a message still says what happened', async ({ page }) => {
  await page.route(ENDPOINT, (route) => route.fulfill({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' }))
  const { email, submit } = form(page)
  await email.fill(uniqueEmail())
  await submit.click()
  await expect(toast(page, 'Error').locator('[data-description]')).toHaveText(
    'The server could not subscribe you just now. Please try again later.',
  )
})

test('a network failure says the server could not be reached', async ({ page }) => {
  await page.route(ENDPOINT, (route) => route.abort('internetdisconnected'))
  const { email, submit } = form(page)
  await email.fill(uniqueEmail())
  await submit.click()
  await expect(toast(page, 'Error').locator('[data-description]')).toHaveText('Could not reach the server. Please try again.')
  // The address stays so the visitor can try again.
  await expect(email).not.toHaveValue('')
})

test('while submitting, the button is disabled and shows a spinner; the request body is the contract', async ({ page }) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let posted: unknown
  await page.route(ENDPOINT, async (route) => {
    posted = route.request().postDataJSON()
    await held
    await route.fulfill({ status: 201, json: { success: true } })
  })
  const { email, submit } = form(page)
  const address = uniqueEmail()
  await email.fill(address)
  await submit.click()

  await expect(submit).toBeDisabled()
  await expect(submit.locator('svg')).toBeVisible()
  await expect(submit).toHaveAccessibleName('Submit')
  // The visible label is replaced by the spinner (the name stays for screen readers).
  const visibleLabel = await submit.evaluate((button) => {
    const copy = button.cloneNode(true) as HTMLElement
    copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove())
    return copy.textContent?.trim()
  })
  expect(visibleLabel).toBe('')
  await expect(page.locator('[data-progress-bar]')).toBeVisible()
  expect(posted).toEqual({ data: { email: address } })

  release()
  await expect(toast(page, 'Success')).toBeVisible()
  await expect(submit).toBeEnabled()
  await expect(submit).toHaveText('Submit')
  await expect(page.locator('[data-progress-bar]')).toHaveCount(0)
})
