import { describe, expect, inject, it } from 'vitest'
import { userLogin } from './editor'
import { testPayload, unique, url } from './helpers'

/**
 * Scheduled publishing (src/cms/jobs.ts): the admin's "Schedule" queues Payload's schedulePublish
 * job with the time and the user who scheduled it (as below, through the Local API, which is what its
 * server function does); the app's own queue runner (JOBS_CRON, every second on the test servers)
 * publishes when the time comes, and the page must then show on both instances. A job has no Next.js
 * request around it, so its revalidation goes through the shared table (src/cms/hooks/revalidate.ts).
 */
const second = (path: string) => new URL(path, inject('secondBaseURL')).toString()

/** The job runs within a cron tick (1 s); routing and the page follow within the publish bound (5 s, publish-refresh.test.ts). */
const AFTER_DUE_BOUND_MS = 1_000 + 5_000
const GIVE_UP_MS = 30_000

async function waitFor(what: string, check: () => Promise<boolean>, since: number): Promise<number> {
  while (Date.now() - since < GIVE_UP_MS) {
    if (await check()) return Date.now() - since
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${what} not within ${GIVE_UP_MS} ms`)
}

const shows = (address: string, text: string) => async () => {
  const response = await fetch(address)
  return response.status === 200 && (await response.text()).includes(text)
}
const gone = (address: string) => async () => (await fetch(address, { redirect: 'manual' })).status === 404

async function schedule(type: 'publish' | 'unpublish', id: number, userId: number, at: Date) {
  const payload = await testPayload()
  await payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil: at,
    input: { type, doc: { relationTo: 'pages', value: id }, user: { relationTo: 'users', value: userId } },
  })
}

async function draftPage(token: string, data: Record<string, unknown>): Promise<number> {
  const response = await fetch(url('/api/pages?draft=true'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ _status: 'draft', ...data }),
  })
  expect(response.status).toBe(201)
  return (await response.json()).doc.id
}

describe('scheduled publishing', () => {
  it('publishes a draft at its time and unpublishes it at another, on every instance', async () => {
    const editor = await userLogin({ role: 'editor' })
    const path = `/${unique('scheduled-')}`
    const title = `First flush notes ${unique('')}`
    const id = await draftPage(editor.token, { title, path, country: 'GLOBAL' })
    expect(await gone(url(path))()).toBe(true)

    const due = Date.now() + 3_000
    await schedule('publish', id, editor.id, new Date(due))
    // Not before its time.
    await new Promise((r) => setTimeout(r, 1_000))
    expect(await gone(url(path))()).toBe(true)

    const [here, there] = await Promise.all([waitFor(`${path} published here`, shows(url(path), title), due), waitFor(`${path} published there`, shows(second(path), title), due)])
    console.info(`scheduled publish → visible: ${here} ms here, ${there} ms on the second instance after the due time (bound ${AFTER_DUE_BOUND_MS} ms)`)
    expect(Math.max(here, there)).toBeLessThan(AFTER_DUE_BOUND_MS)

    const off = Date.now() + 2_000
    await schedule('unpublish', id, editor.id, new Date(off))
    const [hidden, hiddenThere] = await Promise.all([waitFor(`${path} gone here`, gone(url(path)), off), waitFor(`${path} gone there`, gone(second(path)), off)])
    expect(Math.max(hidden, hiddenThere)).toBeLessThan(AFTER_DUE_BOUND_MS)
  })

  it('runs a schedule with the rights of whoever made it: a market editor cannot publish GLOBAL content by a job', async () => {
    const editor = await userLogin({ role: 'editor' })
    const marketEditor = await userLogin({ role: 'marketEditor', markets: ['LK'] })
    const path = `/${unique('scheduled-global-')}`
    const id = await draftPage(editor.token, { title: 'Not theirs to publish', path, country: 'GLOBAL' })
    const payload = await testPayload()
    await schedule('publish', id, marketEditor.id, new Date(Date.now() + 500))
    const failed = await waitFor(
      'the job to end',
      async () => {
        const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } }, limit: 200, depth: 0 })
        const job = docs.find((doc) => String((doc.input as { doc?: { value?: unknown } } | null)?.doc?.value) === String(id))
        return job?.hasError === true
      },
      Date.now(),
    ).catch(() => null)
    expect(failed, 'the job ended with an error').not.toBeNull()
    const stored = await payload.findByID({ collection: 'pages', id, depth: 0 })
    expect(stored._status).toBe('draft')
    expect(await gone(url(path))()).toBe(true)
  })
})
