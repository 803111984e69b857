import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Integration files share one database; run files one after another.
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/**/*.isolated.test.ts'],
          environment: 'node',
          // Pure functions and rendering: the files share one thread and the modules it has loaded (10 s for them
          // all; 60-70 s with a fresh module graph per file). A file that replaces a module or a global
          // (vi.mock, vi.stubEnv) is *.isolated.test.ts and gets its own (eslint.config.mjs enforces the name).
          pool: 'threads',
          poolOptions: { threads: { singleThread: true, isolate: false } },
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: ['tests/unit/**/*.isolated.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          // One Payload instance and one temporary database for the whole suite.
          globalSetup: ['tests/int/global-setup.ts'],
          // Files share one worker and its modules, so the Payload config is loaded and initialised once, not
          // per file: without `singleFork` each file got a fresh worker, and `isolate: false` alone saved nothing.
          isolate: false,
          poolOptions: { forks: { singleFork: true } },
          setupFiles: ['tests/int/setup-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 's3',
          include: ['tests/s3/**/*.test.ts'],
          environment: 'node',
          // An S3-compatible server and a production server storing media in its bucket.
          globalSetup: ['tests/s3/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
