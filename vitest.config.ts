import react from '@vitejs/plugin-react'
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
  },
})
