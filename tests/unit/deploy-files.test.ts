import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Ajv } from 'ajv'
import draft7 from 'ajv/dist/refs/json-schema-draft-07.json'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

/**
 * The production image's files, checked without Docker: docker-compose.yml against the Compose specification's own
 * schema (tests/unit/compose-spec/, what `docker compose config` validates with), and the promises the README makes
 * about both files.
 */
const root = path.resolve(__dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

type Service = { build?: { target?: string }; image?: string; healthcheck?: { test?: unknown }; depends_on?: Record<string, { condition: string }> }
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> }
const dockerfile = read('Dockerfile')

describe('docker-compose.yml', () => {
  it('is valid under the Compose specification', () => {
    const schema = JSON.parse(read('tests/unit/compose-spec/compose-spec.json'))
    const ajv = new Ajv({ strict: false, allErrors: true })
    // The schema names draft 07 by its https address; Ajv knows the meta-schema by the http one.
    ajv.addMetaSchema({ ...draft7, $id: schema.$schema })
    const validate = ajv.compile(schema)
    const valid = validate(compose)
    expect(validate.errors ?? []).toEqual([])
    expect(valid).toBe(true)
  })

  it('runs two instances of the runtime image on PostgreSQL and MinIO, each waiting for what it needs to be healthy or done', () => {
    const apps = Object.entries(compose.services).filter(([, service]) => service.build?.target === 'runtime')
    expect(apps).toHaveLength(2)
    expect(compose.services.postgres.image).toMatch(/^postgres:/)
    expect(compose.services.minio.image).toMatch(/^minio\/minio/)
    for (const [, app] of apps) {
      expect(app.healthcheck?.test).toEqual(expect.arrayContaining([expect.stringContaining('/readyz')]))
      for (const [dependency, { condition }] of Object.entries(app.depends_on ?? {})) {
        const needed = compose.services[dependency]
        expect(needed, dependency).toBeDefined()
        if (condition === 'service_healthy') expect(needed.healthcheck, `${dependency} has a healthcheck`).toBeDefined()
      }
      expect(Object.keys(app.depends_on ?? {})).toEqual(expect.arrayContaining(['postgres', 'migrate']))
    }
  })
})

describe('Dockerfile', () => {
  const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1])
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('AS runtime'))

  it('builds in stages and ships only the standalone server, run by a user that is not root', () => {
    expect(stages).toEqual(['deps', 'build', 'migrate', 'runtime'])
    expect(runtime).toMatch(/^COPY --from=build --chown=node:node \/app\/.next\/standalone \.\/$/m)
    expect(runtime).not.toMatch(/node_modules/)
    expect(runtime).toMatch(/^USER node$/m)
    expect(runtime).toMatch(/^CMD \["node", "server\.js"\]$/m)
  })

  it('checks /healthz and leaves SIGTERM to the app', () => {
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m)
    expect(runtime).toMatch(/NEXT_MANUAL_SIG_HANDLE=true/)
  })
})
