import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

// How long findBy* and waitFor wait for what the visitor would see. Testing Library's default, 1 s,
// is shorter than a component's first dynamic import takes when the tests share the machine with
// the builds (npm test runs them side by side): a search dialog's code once arrived later than
// that. Waiting ends as soon as the element is there, so a longer limit costs nothing when all is
// well, and Vitest's own limit per test (testTimeout in vitest.config.ts) stays above it.
configure({ asyncUtilTimeout: 8_000 })
