import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Unit and component tests. End-to-end tests (tests/e2e) run under Playwright.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // One test file per core. Vitest's default keeps a core for its own process, which does little
    // while files run; on a 2-core machine that default ran one file at a time and took 60% longer.
    maxWorkers: availableParallelism(),
  },
})
