import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import { layerZones } from './eslint/layers.mjs'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'scripts/measure/floor-app/.next/**',
      'node_modules/**',
      'data/**',
      'media/**',
      'test-results/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Unit files share their modules (vitest.config.ts): one that replaces a module or a global would change it for the rest.
    files: ['tests/unit/**/*.test.ts'],
    ignores: ['tests/unit/**/*.isolated.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubGlobal|stubEnv)$/]",
          message: 'A unit test that replaces a module or global runs alone: name the file *.isolated.test.ts.',
        },
      ],
    },
  },
  {
    // Browser tests share a context per worker (playwright.config.ts `reuseContext`), and its reset between tests
    // leaves these settings in place: a test that needs one opens a context of its own. And every axe scan goes
    // through the one helper, so the specs and the crawl judge pages alike.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(grantPermissions|setOffline|setExtraHTTPHeaders|setGeolocation)$/]",
          message: 'The shared browser context keeps this after the test: use a context from browser.newContext() (and say so in an eslint-disable comment).',
        },
        {
          selector: "NewExpression[callee.name='AxeBuilder']",
          message: 'Scan with expectNoAxeViolations (tests/e2e/support/axe.ts): every axe pass runs alike, in the page and for violations only.',
        },
      ],
    },
  },
  {
    files: ['tests/e2e/support/axe.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import from './support/test': its page.goto waits until a site page is interactive." }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
]

export default config
