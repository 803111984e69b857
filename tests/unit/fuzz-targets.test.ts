import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiRoutes, exportedMethods, otherRoutes, publicPostRoutes, queryParams } from '../../scripts/test/fuzz-targets.mjs'
import { buildRequest } from '../../scripts/test/fuzz-requests.mjs'

const appDir = path.resolve(__dirname, '../../src/app')

/** Route folders found another way (a recursive readdir), to check the fuzz's derivation misses none. */
function routeFolders(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[]).filter((file) => /(^|\/)route\.tsx?$/.test(file)).map((file) => path.dirname(file))
}

describe('the fuzz targets, read from the source tree', () => {
  it('finds every /dmc-apis route, each with the methods it exports', () => {
    const routes = apiRoutes()
    expect(routes.map((r) => r.file).sort()).toEqual(routeFolders(path.join(appDir, 'dmc-apis')).map((d) => `src/app/dmc-apis/${d}/route.ts`).sort())
    for (const route of routes) expect(route.methods.length, route.path).toBeGreaterThan(0)
    const byPath = Object.fromEntries(routes.map((r) => [r.path, r]))
    expect(byPath['/dmc-apis/news'].methods).toContain('GET')
    expect(byPath['/dmc-apis/submit_cv'].methods).toContain('POST')
    expect(byPath['/dmc-apis/get_product_by_id/[id]'].segments).toEqual(['id'])
    expect(byPath['/dmc-apis/[...unknown]'].catchAll).toBe(true)
  })

  it("reads each route's query parameters from its doc comment and zod shape", () => {
    const byPath = Object.fromEntries(apiRoutes().map((r) => [r.path, r]))
    expect(byPath['/dmc-apis/general_search'].params).toEqual(expect.arrayContaining(['keyword', 'page', 'size', 'lang', 'country']))
    expect(byPath['/dmc-apis/filterproduct'].params).toEqual(expect.arrayContaining(['teaformatName', 'teatype', 'teamood', 'teaflavor']))
    expect(byPath['/dmc-apis/images_download/[name]'].params).toContain('ids')
    expect(byPath['/dmc-apis/audio'].params).toEqual(expect.arrayContaining(['year', 'subCategory']))
    expect(queryParams("params: {\n    colour: z.string(),\n    weight: intParam('weight', { min: 1 }),\n  }")).toEqual(['weight', 'colour'])
  })

  it('lists the public POSTs: the forms, the quiz and the share counter', () => {
    expect(publicPostRoutes().map((r) => r.path.split('/').at(-1)).sort()).toEqual(['contact-us-submits', 'newsletter_subscription', 'share_count', 'submit_cv', 'teaquiz_results'])
  })

  it('recognises every export style of a route module', () => {
    expect(exportedMethods('export const GET = x\nexport async function POST() {}\nexport { y as PUT, z as DELETE }')).toEqual(['GET', 'POST', 'PUT', 'DELETE'])
    expect(exportedMethods('export const { POST, PATCH } = handlers()')).toEqual(['POST', 'PATCH'])
    // The methods a route refuses through otherMethods() are not its own.
    expect(exportedMethods("export const GET = x\nexport const { POST, PUT, OPTIONS } = otherMethods('GET')")).toEqual(['GET'])
    expect(exportedMethods('export const dynamic = "force-dynamic"\nexport function GET() {}')).toEqual(['GET'])
  })

  it('finds the other routes beside /dmc-apis, Payload and GraphQL among them', () => {
    const paths = otherRoutes().map((r) => r.path)
    expect(paths).toEqual(expect.arrayContaining(['/api/[...slug]', '/api/graphql', '/flags/[code]', '/site-index.json']))
    expect(paths.length).toBe(routeFolders(appDir).filter((d) => !d.startsWith('dmc-apis')).length)
  })
})

describe('the fuzz request generator', () => {
  const context = {
    apiRoutes: apiRoutes(),
    formRoutes: publicPostRoutes(),
    otherRoutes: otherRoutes(),
    pages: ['/', '/careers', '/media/news/a-harvest'],
    slugs: ['a-harvest', 'careers'],
    shareItems: ['news:a-harvest'],
    filterValues: {},
  }

  it('builds request i from (seed, i) alone, so any one request can be replayed', () => {
    const a = buildRequest(42, 1234, context)
    buildRequest(42, 1, context)
    expect(buildRequest(42, 1234, context)).toEqual(a)
    expect(buildRequest(43, 1234, context)).not.toEqual(a)
  })

  it('covers every group and every /dmc-apis route within a few thousand requests', () => {
    const requests = Array.from({ length: 3000 }, (_, i) => buildRequest(7, i, context))
    expect(new Set(requests.map((r) => r.group))).toEqual(new Set(['api', 'forms', 'graphql', 'pages', 'other', 'shapes']))
    const targets = new Set(requests.map((r) => r.target))
    for (const route of context.apiRoutes) expect(targets, route.path).toContain(route.path)
    expect(requests.some((r) => r.body && r.body.byteLength > 16 * 1024)).toBe(true)
    expect(requests.some((r) => /%E0%A4%A(?![0-9A-F])/i.test(r.path))).toBe(true)
    expect(requests.some((r) => r.path.includes('..'))).toBe(true)
  }, 30_000)

  it('sends the costly shapes: wide, deep and long filters, override bodies, pictures under made-up names, control bytes, GraphQL lists', () => {
    const shapes = Array.from({ length: 1000 }, (_, i) => buildRequest(7, i, { ...context, groups: ['shapes'], pictures: ['tea.jpg'] }))
    expect(new Set(shapes.map((r) => r.target))).toEqual(
      new Set(['wide query', 'deep query', 'long list', 'override body', 'sub-field filter', 'picture', 'control bytes', 'graphql'].map((kind) => `shapes: ${kind}`)),
    )
    expect(shapes.some((r) => r.headers['x-payload-http-method-override'] === 'GET' && r.body && r.body.byteLength > 100 * 1024)).toBe(true)
    expect(shapes.some((r) => /^\/img\/tea\.jpg\/828\.webp\?x=/.test(r.path))).toBe(true)
    expect(shapes.some((r) => r.path.includes('%00'))).toBe(true)
    expect(shapes.some((r) => r.path.includes('[contents.blockType]'))).toBe(true)
    expect(shapes.some((r) => r.body && /a100: Pages/.test(r.body.toString()))).toBe(true)
  }, 30_000)
})
