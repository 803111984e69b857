import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { inject } from 'vitest'
import type { Page } from '@/payload-types'

/** The suite's Payload (Local API) on the same database as the HTTP server. */
export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

export const baseURL = () => inject('baseURL')

/**
 * Creates a content page through the Local API (GLOBAL and published unless said otherwise).
 * Revalidation is skipped: the test process has no Next.js cache to clear.
 */
export async function createPage(data: Partial<Page> & { title: string; path: string }, { draft = false } = {}): Promise<Page> {
  const payload = await testPayload()
  const doc = { country: 'GLOBAL', _status: draft ? 'draft' : 'published', ...data } as Page
  return draft
    ? payload.create({ collection: 'pages', draft: true, data: doc, context: { disableRevalidate: true } })
    : payload.create({ collection: 'pages', data: doc, context: { disableRevalidate: true } })
}

/** An absolute URL on the integration server. */
export const url = (path: string) => new URL(path, baseURL()).toString()

/** A value no earlier run or other test file used: paths, emails, keywords. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
}

/** Lexical rich text with one paragraph per string. */
export function richText(...paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
      })),
    },
  }
}

/** POSTs JSON to the integration server. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Runs a GraphQL query as an anonymous visitor. */
export async function graphql(query: string, variables?: Record<string, unknown>) {
  const response = await fetch(url('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] } }
}
