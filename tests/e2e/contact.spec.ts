import { expect, test, type Page } from './support/test'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * The contact page (issue 6, Contact): the seeded details, the office map with its marker (tiles
 * cannot load here; the vector marker still shows), the form's browser validation, a real
 * submission, an error that keeps what was typed, and an axe scan.
 */
test.beforeEach(async ({ context, baseURL, page }) => {
  await withConsentChosen(context, baseURL!)
  await page.goto(routes.contact)
})

function form(page: Page) {
  const region = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send message' }) })
  return {
    region,
    name: region.getByRole('textbox', { name: /^Name/ }),
    email: region.getByRole('textbox', { name: /^Email/ }),
    country: region.getByRole('combobox', { name: /^Country/ }),
    phone: region.getByRole('textbox', { name: /^Phone/ }),
    subject: region.getByRole('textbox', { name: /^Subject/ }),
    message: region.getByRole('textbox', { name: /^Message/ }),
    agreement: region.getByRole('checkbox', { name: /keep the details I send/ }),
    submit: region.getByRole('button', { name: 'Send message' }),
    status: region.getByRole('status'),
  }
}

async function fillValid(page: Page) {
  const f = form(page)
  await f.name.fill('Amara Silva')
  await f.email.fill(`amara-${Date.now()}@example.com`)
  await f.country.selectOption({ label: 'Sri Lanka' })
  await f.phone.fill('077 123 4567')
  await f.subject.fill('Estate visit')
  await f.message.fill('Could we visit Kirikanda with a group of six in March?')
  await f.agreement.check()
  return f
}

test('shows the seeded contact details and the office map with its marker', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  // The first phone, the email and the address are the company's (site settings), as in the footer.
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: '+94 11 255 7100' })).toHaveAttribute('href', 'tel:+94112557100')
  await expect(main.getByRole('link', { name: '+94 11 255 7101' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'hello@dalumara.example' }).first()).toHaveAttribute('href', 'mailto:hello@dalumara.example')
  await expect(main.getByText('27 Flower Terrace')).toBeVisible()
  await expect(page.getByRole('contentinfo').getByText('27 Flower Terrace')).toBeVisible()
  await expect(main.getByText('8.30 am to 5 pm')).toBeVisible()

  const map = page.getByRole('region', { name: 'Map of our office' })
  await map.scrollIntoViewIfNeeded()
  await expect(map).toHaveCSS('height', '500px')
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1)
})

test('the country list comes first with its placeholder, and the phone shows the dial code', async ({ page }) => {
  const f = form(page)
  await expect(f.country.locator('option').first()).toHaveText('Select your Country*')
  await expect(f.country).toHaveValue('')
  await f.country.selectOption({ label: 'Sri Lanka' })
  await expect(page.getByTestId('dial-code')).toContainText('+94')
  await f.country.selectOption({ label: 'Germany' })
  await expect(page.getByTestId('dial-code')).toContainText('+49')
})

test('marks every invalid field in the browser and sends nothing', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (r) => r.url().includes('contact-us-submits') && sent.push(r.url()))
  const f = form(page)
  await f.submit.click()
  for (const [field, message] of [
    [f.name, 'Please enter your name.'],
    [f.email, 'Please enter your email address.'],
    [f.country, 'Please select your country.'],
    [f.phone, 'Please enter your phone number.'],
    [f.subject, 'Please enter a subject.'],
    [f.message, 'Please write your message.'],
    [f.agreement, 'Please tick the box to agree before sending.'],
  ] as const) {
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'))!
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message)
  }
  // The select shows the invalid-state border of the other invalid fields, and loses it once a country is chosen.
  const borderOf = (field: typeof f.name) => field.evaluate((element) => getComputedStyle(element).borderTopColor)
  const invalidBorder = await borderOf(f.name)
  expect(await borderOf(f.country)).toBe(invalidBorder)
  await f.country.selectOption({ label: 'Sri Lanka' })
  await expect(f.country).not.toHaveAttribute('aria-invalid', 'true')
  expect(await borderOf(f.country)).not.toBe(invalidBorder)
  await f.email.fill('not-an-email')
  await f.email.blur()
  await f.submit.click()
  await expect(page.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible()
  expect(sent).toEqual([])
})

test('sends a valid message and says so clearly (real API); the form is cleared', async ({ page }) => {
  const f = await fillValid(page)
  const answer = page.waitForResponse((r) => r.url().includes('/dmc-apis/contact-us-submits'))
  await f.submit.click()
  expect((await answer).status()).toBe(201)
  await expect(f.status).toHaveText('Your message has reached us. We will reply within two working days.')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Thank you' })).toBeVisible()
  await expect(f.name).toHaveValue('')
  await expect(f.agreement).not.toBeChecked()
})

test('a failed send shows the error and keeps everything typed', async ({ page }) => {
  await page.route('**/dmc-apis/contact-us-submits', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":{"code":"internal","message":"broken"}}' }),
  )
  const f = await fillValid(page)
  await f.submit.click()
  await expect(f.status).toContainText('Something went wrong on our side. Everything you typed is still here')
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Not sent' })).toBeVisible()
  await expect(f.name).toHaveValue('Amara Silva')
  await expect(f.message).toHaveValue('Could we visit Kirikanda with a group of six in March?')
  await expect(f.country).toHaveValue('LK')
  await expect(f.agreement).toBeChecked()
})

test('while the database is down (503) the form says nothing was kept and when to try again', async ({ page }) => {
  await page.route('**/dmc-apis/contact-us-submits', (route) =>
    route.fulfill({
      status: 503,
      headers: { 'Retry-After': '30' },
      contentType: 'application/json',
      body: '{"success":false,"error":{"code":"database_unavailable","message":"down"}}',
    }),
  )
  const f = await fillValid(page)
  await f.submit.click()
  await expect(f.status).toContainText('Your message was not sent')
  await expect(f.status).toContainText('Everything you typed is still here')
  await expect(f.name).toHaveValue('Amara Silva')
  await expect(f.agreement).toBeChecked()
})

test('server field messages mark the fields they name', async ({ page }) => {
  await page.route('**/dmc-apis/contact-us-submits', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: { code: 'invalid_fields', message: 'x', fields: { subject: 'Subject refused by the server.' } } }),
    }),
  )
  const f = await fillValid(page)
  await f.submit.click()
  await expect(f.subject).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Subject refused by the server.')).toBeVisible()
  await expect(f.status).toHaveText('Please correct the marked fields and send again.')
})

test('has no axe violations, also with the errors showing', async ({ page }) => {
  await expectNoAxeViolations(page, { label: 'as loaded' })
  await form(page).submit.click()
  await expect(form(page).name).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page, { label: 'errors showing' })
})
