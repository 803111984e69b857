import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { layers } from '../../eslint/layers.mjs'

// The matcher eslint-plugin-import's no-restricted-paths uses, so the test reads the globs as the lint does.
const { Minimatch } = createRequire(import.meta.url)('minimatch') as { Minimatch: new (pattern: string) => { match: (file: string) => boolean } }

const root = path.resolve(__dirname, '../..')
const files = readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name))
const matchers = layers.map(({ name, files: globs }) => ({ name, globs: globs.map((glob) => new Minimatch(path.resolve(root, glob))) }))

describe('layers (eslint/layers.mjs)', () => {
  it('puts every file of src/ in exactly one layer, so the import rule covers it', () => {
    const wrong = files.flatMap((file) => {
      const owners = matchers.filter(({ globs }) => globs.some((glob) => glob.match(file))).map(({ name }) => name)
      return owners.length === 1 ? [] : [`${path.relative(root, file)}: ${owners.join(', ') || 'no layer'}`]
    })
    expect(wrong).toEqual([])
  })

  it('keeps block schemas in the CMS layer and their renderers in the view', () => {
    const layerOf = (file: string) => matchers.find(({ globs }) => globs.some((glob) => glob.match(path.join(root, file))))?.name
    expect(['src/blocks/Content/config.ts', 'src/blocks/configs.ts', 'src/blocks/block-config.ts'].map(layerOf)).toEqual(['cms', 'cms', 'cms'])
    expect(['src/blocks/Content/Component.tsx', 'src/blocks/block-props.ts', 'src/blocks/RenderBlocks.tsx'].map(layerOf)).toEqual(['view', 'view', 'view'])
  })
})
