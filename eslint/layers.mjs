/**
 * The layers of src/, from the bottom (docs/architecture.md, "Layers"): a module imports only from its
 * own layer and the ones below it, so no import circle can form across layers. Every file of src/ is in
 * exactly one layer (tests/unit/layers.test.ts), so a new folder cannot escape the rule.
 *   config  src/config, site.config.ts, routes.ts, i18n, payload-types.ts   settings, constants, route table, words, schema types
 *   lib     src/lib                                                         helpers that know no CMS, data or view
 *   cms     src/cms, payload.config.ts, migrations, blocks' configs         the Payload schema, access and hooks
 *   data    src/data                                                        every read and write of the database
 *   view    src/components, src/templates, the rest of src/blocks           what pages are drawn with
 *   app     src/app, proxy.ts, instrumentation*.ts, src/seed                routes, route handlers; the seed beside them
 * A block is one folder (Payload's layout): its config.ts is schema (cms), everything else in it is view.
 */
export const layers = [
  {
    name: 'config',
    files: ['./src/config/**', './src/site.config.*', './src/routes.*', './src/i18n/**', './src/payload-types.*', './src/*.d.ts'],
  },
  { name: 'lib', files: ['./src/lib/**'] },
  {
    name: 'cms',
    files: ['./src/cms/**', './src/payload.config.*', './src/migrations/**', './src/blocks/*/config.ts', './src/blocks/configs.*', './src/blocks/block-config.*'],
  },
  { name: 'data', files: ['./src/data/**'] },
  {
    name: 'view',
    files: ['./src/components/**', './src/templates/**', './src/blocks/!(configs|block-config).*', './src/blocks/*/!(config).*'],
  },
  { name: 'app', files: ['./src/app/**', './src/proxy.*', './src/instrumentation*', './src/seed/**'] },
]

export const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: layer.files,
  from: layers.slice(index + 1).flatMap((above) => above.files),
  message: `${layer.name} must not import from a layer above it (eslint/layers.mjs).`,
}))
