/**
 * The spam check's solving time on a slow phone, used by the end-to-end tests
 * (tests/e2e/contact-proof.spec.ts), which record it, and by `npm run bench`, which holds it to
 * its budget on a quiet machine at the hardest challenge the policy hands out.
 *
 * The figure is the widget's own account of its search: the solution's `time`, measured in the
 * worker that found it and sent with the message (base64 JSON of the challenge and the solution).
 * It is a wall-clock time, so beside a suite of parallel browser tests it says as much about the
 * machine's load as about the check; the tests ask only that the check was solved before the
 * visitor pressed the button.
 */
import type { Page } from '@playwright/test'
import { emulateSlowPhone, slowPhone } from '../../tests/e2e/mobile'

/** The most a solution may take on a phone four times slower than the test machine. */
export const solvingBudgetMs = 1_000

/** The solution's own time (ms) from the widget's payload, as the form sends it in `altcha`. */
export function solvingTimeOf(altcha: string): number {
  const payload = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as { solution?: { time?: number } }
  const time = payload.solution?.time
  return typeof time === 'number' ? time : Number.NaN
}

/**
 * DevTools' CPU throttling slows the page's own script, not the browser's native WebCrypto, which
 * does the PBKDF2 work; a phone really `cpuSlowdownMultiplier` times slower takes that many times
 * as long. This is the solving time such a phone would show for one measured here.
 */
export function onTheSlowPhone(measuredMs: number): number {
  return measuredMs * slowPhone.cpuSlowdownMultiplier
}

/**
 * Opens the Norwegian contact page at `origin` on the slow phone, starts the form by focusing its
 * first field (as a visitor does) and waits for the widget to report its challenge solved.
 * Returns the solution's own time, read from the payload the widget hands the form.
 */
export async function solveOnSlowPhone(page: Page, origin: string): Promise<number> {
  await page.goto(`${origin}/kontakt/`)
  await emulateSlowPhone(page)
  const payload = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener(
          'verified',
          (event) => resolve(String((event as CustomEvent<{ payload?: string }>).detail?.payload ?? '')),
          { capture: true, once: true },
        )
      }),
  )
  await page.getByRole('main').getByRole('textbox').first().click()
  return solvingTimeOf(await payload)
}
