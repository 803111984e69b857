import path from 'node:path'
import { envInt, envRaw, envString } from './env'

/**
 * The demo seed. SEED=true (default) seeds a database the start has just created; SEED=force
 * also fills in missing demo records of an existing one; SEED=false never seeds.
 */
export type SeedMode = 'true' | 'false' | 'force'

export function seedSettings() {
  /**
   * `true`: `npm start` seeds the demo content into a database it has just created (never again, so content an
   * editor deleted stays deleted); `force`: also fills in missing demo records of an existing one; `false`: never.
   * @default SEED `true`
   */
  const mode = envString('SEED')?.toLowerCase()
  return {
    mode: (mode === 'false' || mode === 'force' ? mode : 'true') as SeedMode,
    /** Comma-separated YouTube ids for the seeded home page's featured videos. */
    videoIds: envString('SEED_VIDEO_IDS'),
    /** Generated images rendered at once (sharp is CPU-bound). */
    concurrency: envInt('SEED_CONCURRENCY', 3, { min: 1 }),
    /**
     * The scale fixture: generated GLOBAL products are added until the catalogue holds this many
     * (0: only the demo products). For measuring lists and filters at size, e.g. 20000.
     */
    products: envInt('SEED_PRODUCTS', 0),
    /**
     * The drawn demo pictures that ship with the sources (`npm run assets:pictures` writes them), read before
     * drawing: a fresh clone's first seed copies them instead of spending a minute of CPU drawing.
     * @default SEED_SHIPPED_PICTURES_DIR `src/seed/drawn`
     */
    // turbopackIgnore on these two: the seed's files, which the server never reads, stay out of the standalone server.
    shippedPicturesDir: envString('SEED_SHIPPED_PICTURES_DIR') ?? path.join(/* turbopackIgnore: true */ process.cwd(), 'src', 'seed', 'drawn'),
    /**
     * Where drawn demo pictures are kept between seeds on this machine (src/seed/images/drawn-cache.ts).
     * @default SEED_IMAGE_CACHE_DIR `node_modules/.cache/dalumara-seed-images`
     */
    imageCacheDir: envString('SEED_IMAGE_CACHE_DIR') ?? path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules', '.cache', 'dalumara-seed-images'),
    /**
     * When the seeded pictures' sizes are made (SEED_PICTURE_SIZES): `background` (default) by the server's jobs
     * queue after it starts, so the first start does not wait; `now` by the seed before it ends, as test and
     * measuring servers want (their pictures are files from the first request).
     * @default SEED_PICTURE_SIZES `background`
     */
    pictureSizes: envString('SEED_PICTURE_SIZES') === 'now' ? ('now' as const) : ('background' as const),
    /**
     * The admin account the server creates when it starts on a database without accounts. Without it a production
     * server prints a setup token in its log, which the admin's "create first user" form asks for.
     */
    admin: { email: envString('ADMIN_EMAIL'), password: envRaw('ADMIN_PASSWORD') },
  }
}
