import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit and component tests. End-to-end tests (tests/e2e) run under Playwright.
const componentTests = ['components/**/*.test.{ts,tsx}']
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
        // The components' tests render into a document and hydrate islands whose React roots
        // outlive a test: each file gets a fresh process, document and module graph.
        extends: true,
        test: { name: 'components', include: componentTests, exclude: notUnitTests },
      },
      {
        // Everything else (server and API, content, machines, scripts) leaves nothing behind: a
        // worker runs its files one after another in one module graph instead of importing it
        // anew for each file. The whole suite, alone on the 2-core machine: 108-119 s and 168-190 s
        // of CPU, against 155 s and 263 s with every file isolated, the difference module imports.
        extends: true,
        test: {
          name: 'modules',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...notUnitTests, ...componentTests],
          isolate: false,
        },
      },
    ],
  },
})
