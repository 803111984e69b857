/**
 * The layers of src/, from the bottom (docs/architecture.md, "Layers"): a module imports only from its
 * own layer and the ones below it, so no import circle can form across layers.
 *   config  src/config, site.config.ts, routes.ts, i18n   settings, locale constants, route table, words
 *   lib     src/lib                                        helpers that know no CMS, data or view
 *   cms     src/cms, payload.config.ts, blocks' configs    the Payload schema, access and hooks
 *   data    src/data                                       every read and write of the database
 *   view    src/components, src/templates, block renderers  what pages are drawn with
 *   app     src/app, proxy.ts, instrumentation.ts          routes, route handlers and their HTTP helpers
 * The seed (src/seed) sits beside the app: it may use every layer, and none uses it.
 */
const CMS = ['./src/cms/**', './src/payload.config.*', './src/blocks/*/config.ts', './src/blocks/configs.*', './src/blocks/block-config.*']
const RENDERERS = ['./src/blocks/*/Component.tsx', './src/blocks/render*.tsx', './src/blocks/Render*.tsx', './src/blocks/*/!(config).ts*']
const VIEW = ['./src/components/**', './src/templates/**', ...RENDERERS]
const APP = ['./src/app/**', './src/proxy.*', './src/instrumentation*', './src/seed/**']

const layer = (name, target, from) => ({ target, from, message: `${name} must not import from a layer above it (eslint/layers.mjs).` })

export const layerZones = [
  layer('config', ['./src/config/**', './src/site.config.*', './src/routes.*', './src/i18n/**'], ['./src/lib/**', ...CMS, './src/data/**', ...VIEW, ...APP]),
  layer('lib', './src/lib/**', [...CMS, './src/data/**', ...VIEW, ...APP]),
  layer('cms', CMS, ['./src/data/**', ...VIEW, ...APP]),
  layer('data', './src/data/**', [...VIEW, ...APP]),
  layer('view', VIEW, APP),
]
