import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit and component tests. End-to-end tests (tests/e2e) run under Playwright.
const isolatedTests = ['components/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts']
const notUnitTests = ['node_modules/**', 'dist/**', 'tests/e2e/**']

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Above Testing Library's wait (tests/setup.ts), so a test that waits too long fails with what
    // it was waiting for rather than with Vitest's timeout.
    testTimeout: 15_000,
    // One test file per core. Vitest's default keeps a core for its own process, which does little
    // while files run; on a 2-core machine that default ran one file at a time and took 60% longer.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Each file in a fresh process, document and module graph: the components' tests render into
        // a document and hydrate islands whose React roots outlive a test, and the API's tests start
        // servers, cut database connections and kill processes (on PostgreSQL, the fault tests'
        // requests failed when their file shared a worker with others).
        extends: true,
        test: { name: 'isolated', include: isolatedTests, exclude: notUnitTests },
      },
      {
        // Everything else (server modules, content, machines, scripts) leaves nothing behind: a
        // worker runs its files one after another in one module graph instead of importing it
        // anew for each file. The whole suite, alone on the 2-core machine without PostgreSQL: 129 s
        // and 213 s of CPU, against 155 s and 263 s with every file isolated.
        extends: true,
        test: {
          name: 'modules',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...notUnitTests, ...isolatedTests],
          isolate: false,
        },
      },
    ],
  },
})
