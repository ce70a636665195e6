// @vitest-environment jsdom
/**
 * A job's box of key facts tells a candidate the last day to apply, in the page's language, as the
 * job file gives it (the same day the JobPosting's `validThrough` names).
 */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { jobs } from '../../../content/careers/jobs'
import { locales } from '../../../content/site/locales'
import { formatLongDate } from '../../../content/site/format'
import { careersUi } from '../../../content/strings/careers'
import { LocaleProvider } from '../../../renderer/locale'
import { JobSideBox } from './job-side-box'

afterEach(cleanup)

describe('the key facts of a job', () => {
  for (const locale of locales) {
    it(`(${locale}) name the last day to apply of every job, as a date a machine reads too`, () => {
      expect(jobs().length).toBeGreaterThan(0)
      for (const job of jobs()) {
        const { sharePercent, validThrough } = job[locale]
        render(
          <LocaleProvider locale={locale}>
            <JobSideBox sharePercent={sharePercent} validThrough={validThrough} />
          </LocaleProvider>,
        )
        const deadline = screen.getByTestId('job-deadline')
        expect(deadline.previousElementSibling).toHaveTextContent(careersUi[locale].sideBox.applyBy)
        const time = deadline.querySelector('time')!
        expect(time).toHaveAttribute('dateTime', validThrough)
        expect(time).toHaveTextContent(formatLongDate(validThrough, locale))
        // A day in words with its year: never the raw ISO date.
        expect(time.textContent).toContain(validThrough.slice(0, 4))
        expect(time.textContent).not.toContain(validThrough)
        cleanup()
      }
    })
  }

  it('write the day in each language’s own words', () => {
    expect(formatLongDate('2027-03-31', 'nb')).toBe('31. mars 2027')
    expect(formatLongDate('2027-03-31', 'en')).toMatch(/March 31, 2027|31 March 2027/)
  })
})
