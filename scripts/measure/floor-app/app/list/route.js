// The floor under a cached /dmc-apis list: about 20 KB of JSON, rendered once at build time.
export const dynamic = 'force-static'

const items = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  slug: `item-${i + 1}`,
  title: `Item number ${i + 1}`,
  summary: 'A short line of text, as a list entry carries.',
}))

export function GET() {
  return Response.json({ docs: items, totalDocs: items.length })
}
