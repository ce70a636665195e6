/**
 * If-Modified-Since as RFC 9110 (13.1.3) has it: the field holds an HTTP-date, in the preferred
 * IMF-fixdate form (`Sun, 06 Nov 1994 08:49:37 GMT`) or one of the two obsolete forms a recipient
 * must still read (RFC 850, `Sunday, 06-Nov-94 08:49:37 GMT`, and asctime,
 * `Sun Nov  6 08:49:37 1994`). A value that is not one of them, or that names a time later than
 * the server's clock, is ignored: the client gets the whole file. (`Date.parse` reads many other
 * strings, and a garbage value must never turn into a 304 for a file the client does not have.)
 */

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const imfFixdate = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/
const rfc850 =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-([A-Z][a-z]{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/
const asctime = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([A-Z][a-z]{2}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/

function utc(year: number, month: string, day: number, hour: number, minute: number, second: number): number | null {
  const m = months.indexOf(month)
  if (m < 0 || hour > 23 || minute > 59 || second > 60) return null
  const time = Date.UTC(year, m, day, hour, minute, Math.min(second, 59))
  // Date.UTC rolls 31 Feb over into March: such a date is no date.
  return new Date(time).getUTCDate() === day ? time : null
}

/** Epoch milliseconds of an HTTP-date, or null when the value is not one. */
export function parseHttpDate(value: string, now = Date.now()): number | null {
  const text = value.trim()
  let match = imfFixdate.exec(text)
  if (match) return utc(Number(match[3]), match[2]!, Number(match[1]), +match[4]!, +match[5]!, +match[6]!)
  match = rfc850.exec(text)
  if (match) {
    // A two-digit year more than 50 years ahead is the most recent past year with those digits.
    const thisYear = new Date(now).getUTCFullYear()
    let year = Math.floor(thisYear / 100) * 100 + Number(match[3])
    if (year > thisYear + 50) year -= 100
    return utc(year, match[2]!, Number(match[1]), +match[4]!, +match[5]!, +match[6]!)
  }
  match = asctime.exec(text)
  if (match) return utc(Number(match[6]), match[1]!, Number(match[2]!.trim()), +match[3]!, +match[4]!, +match[5]!)
  return null
}

/**
 * Whether a file last modified at `modifiedMs` is unchanged since the client's If-Modified-Since
 * (so a 304 may answer): false when the header is absent, not an HTTP-date, or later than now.
 * HTTP-dates have whole seconds, so the comparison is in seconds.
 */
export function unmodifiedSince(header: string | undefined, modifiedMs: number, now = Date.now()): boolean {
  if (header === undefined) return false
  const since = parseHttpDate(header, now)
  if (since === null || since > now) return false
  return Math.floor(modifiedMs / 1000) <= Math.floor(since / 1000)
}
