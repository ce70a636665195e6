import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit and component tests. End-to-end tests (tests/e2e) run under Playwright.
const componentTests = ['components/**/*.test.{ts,tsx}']
const apiTests = ['tests/api/**/*.test.ts']
// build/ holds other builds and scratch copies (a copy of the content with its tests): not the tree's tests.
// (test-results/ holds what a failed end-to-end run kept, such as a copy of the edited content with its tests.)
const notUnitTests = ['node_modules/**', 'dist/**', 'build/**', 'tests/e2e/**', 'test-results/**']

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // Above Testing Library's wait (tests/setup.ts), so a test that waits too long fails with what
    // it was waiting for rather than with Vitest's timeout.
    testTimeout: 15_000,
    // One test file more than there are cores. Vitest's default keeps a core for its own process,
    // which does little while files run; on a 2-core machine that default ran one file at a time and
    // took 60% longer. The extra file uses the cores while the API's tests wait on servers starting,
    // stopping and timing out: alone on the 2-core machine the suite took 123 s with three at once
    // and 135 s with two.
    maxWorkers: availableParallelism() + 1,
    // Above Vitest's 10 s: a hook that starts a server, creates a database or solves proofs of work
    // can take longer on a busy 2-core machine (the fuzz test's setup took over 10 s beside a build).
    hookTimeout: 60_000,
    projects: [
      {
        // The components' tests render into a document and hydrate islands whose React roots outlive
        // a test: each file gets a fresh global scope, document and module graph, in a VM context
        // of its own (Node's vm) inside a worker process that runs files one after another. A fresh
        // process per file instead loaded jsdom anew for every file: alone on the 2-core machine the
        // 26 files took 57 s and 109 s of CPU that way, 29 s and 55 s in VM contexts.
        extends: true,
        test: { name: 'components', include: componentTests, exclude: notUnitTests, pool: 'vmForks' },
      },
      {
        // Each file in a fresh process: the API's tests start servers, cut database connections and
        // kill processes (on PostgreSQL, the fault tests' requests failed when their file shared a
        // worker with others).
        extends: true,
        test: { name: 'api', include: apiTests, exclude: notUnitTests },
      },
      {
        // Everything else (server modules, content, machines, scripts) leaves nothing behind: a
        // worker runs its files one after another in one module graph instead of importing it
        // anew for each file. The whole suite with these three projects, alone on the 2-core machine
        // without PostgreSQL: 106 s and 165 s of CPU, against 155 s and 263 s with every file in a
        // fresh process.
        extends: true,
        test: {
          name: 'modules',
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...notUnitTests, ...componentTests, ...apiTests],
          isolate: false,
        },
      },
    ],
  },
})
