import { inject } from 'vitest'

/** Each test worker talks to the suite's database (see global-setup.ts) through the Local API. */
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = inject('payloadSecret')
