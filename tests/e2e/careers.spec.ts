import { expect, test, type Page } from './support/test'
import { pdfDocument } from '../../src/seed/files'
import { routes } from '../../src/routes'
import { withConsentChosen } from './support/chrome'
import { expectNoAxeViolations } from './support/axe'

/**
 * The careers page (issue 6, Careers): seeded sliders, content, people cards and vacancies; the
 * vacancies button lands on the list (no jobs URL in tests); the CV dialog with its validation, a
 * real upload of a generated PDF, a file refused by its content, and axe scans.
 */
test.beforeEach(async ({ context, baseURL, page }) => {
  await withConsentChosen(context, baseURL!)
  await page.goto(routes.careers)
})

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Send us your CV' })

function cvForm(page: Page) {
  const d = dialog(page)
  return {
    name: d.getByRole('textbox', { name: /^Name/ }),
    email: d.getByRole('textbox', { name: /^Email/ }),
    country: d.getByRole('combobox', { name: /^Country of your phone number/ }),
    phone: d.getByRole('textbox', { name: /^Phone/ }),
    position: d.getByRole('textbox', { name: /^Position of interest/ }),
    file: d.getByLabel(/^Your CV/),
    consent: d.getByRole('checkbox', { name: /privacy policy/ }),
    submit: d.getByRole('button', { name: 'Send CV' }),
    status: d.getByRole('status'),
  }
}

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Submit your CV' }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(cvForm(page).name).toBeVisible()
  return cvForm(page)
}

async function fillValid(page: Page) {
  const f = cvForm(page)
  await f.name.fill('Kasun Fernando')
  await f.email.fill(`kasun-${Date.now()}@example.com`)
  await f.country.selectOption({ label: 'Sri Lanka' })
  await f.phone.fill('071 555 0101')
  await f.position.fill('Trainee tea taster')
  await f.consent.check()
  return f
}

test('shows the seeded slider, content, people and vacancies; the vacancies button leads to the list', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers')
  await expect(page.getByText('In the tasting room: every batch cupped before it is packed')).toBeAttached()
  await expect(page.getByRole('heading', { level: 2, name: 'Working at Dalumara' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Internships and how to apply' })).toBeVisible()
  const people = page.getByRole('heading', { level: 2, name: 'Some of the people you would work with' }).locator('..')
  await expect(people.getByRole('heading', { level: 3 })).toHaveText(['Nirosha Wijeratne', 'Arjun Ratnayake', 'Dilani Perera'])
  await expect(people.getByRole('img')).toHaveCount(3)

  const vacancies = page.getByRole('link', { name: 'View vacancies' })
  await expect(vacancies).toHaveAttribute('href', '#vacancies')
  await vacancies.click()
  await expect(page).toHaveURL(/#vacancies$/)
  const list = page.locator('#vacancies')
  await expect(list.getByRole('heading', { level: 2 })).toHaveText('Current vacancies')
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Field officer', 'Trainee tea taster'])
  await expect(list).toBeInViewport()
})

test('the CV dialog opens from its button, closes with Escape and gives focus back', async ({ page }) => {
  await openDialog(page)
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Submit your CV' })).toBeFocused()
})

test('marks every invalid CV field and sends nothing', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (r) => r.url().includes('submit_cv') && sent.push(r.url()))
  const f = await openDialog(page)
  await f.submit.click()
  for (const [field, message] of [
    [f.name, 'Please enter your name.'],
    [f.email, 'Please enter your email address.'],
    [f.country, 'Please select your country.'],
    [f.phone, 'Please enter your phone number.'],
    [f.position, 'Please tell us which position interests you.'],
    [f.consent, 'Please agree to the privacy policy before sending.'],
  ] as const) {
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'))!
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message)
  }
  // With the text fields right, a missing file is flagged in the browser too.
  await fillValid(page)
  await f.submit.click()
  await expect(f.file).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog(page).getByText('Please choose your CV file.')).toBeVisible()
  expect(sent).toEqual([])
})

test('uploads a generated PDF (real API) and shows the success', async ({ page }) => {
  const f = await openDialog(page)
  await fillValid(page)
  await expect(dialog(page).getByTestId('dial-code')).toContainText('+94')
  const pdf = pdfDocument('cv.pdf', 'Kasun Fernando', ['Three seasons as a field assistant in Uva.'])
  await f.file.setInputFiles({ name: 'kasun-cv.pdf', mimeType: 'application/pdf', buffer: pdf.data })
  const answer = page.waitForResponse((r) => r.url().includes('/dmc-apis/submit_cv'))
  await f.submit.click()
  expect((await answer).status()).toBe(201)
  await expect(f.status).toHaveText('Your CV has reached our people team. We reply to every application within three weeks.')
  await expect(f.name).toHaveValue('')
})

test('a file that is not really a PDF is refused by the server with a clear message; the rest stays', async ({ page }) => {
  const f = await openDialog(page)
  await fillValid(page)
  await f.file.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just some text pretending to be a PDF.') })
  const answer = page.waitForResponse((r) => r.url().includes('/dmc-apis/submit_cv'))
  await f.submit.click()
  expect((await answer).status()).toBe(400)
  await expect(f.file).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog(page).getByText('Please choose a PDF, DOC or DOCX file.')).toBeVisible()
  await expect(f.status).toHaveText('Please correct the marked fields and send again.')
  await expect(f.name).toHaveValue('Kasun Fernando')
  await expect(f.consent).toBeChecked()
})

test('has no axe violations, with the dialog closed and open', async ({ page }) => {
  await expectNoAxeViolations(page, { label: 'dialog closed' })
  const f = await openDialog(page)
  await f.submit.click()
  await expect(f.name).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page, { label: 'dialog open, errors showing' })
})
