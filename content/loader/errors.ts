/**
 * What a bad content file reports: the file, the dotted path of the field and what was expected,
 * every problem of the file in one error, so that one build shows all that needs fixing in it.
 *
 *   ContentError: content/jobs/seo-aeo-ekspert.yml: en.title: expected a string, got nothing
 */
import type { core } from 'zod'

export type ContentProblem = {
  /** Dotted path of the field from the top of the file (`en.meta.title`, `nb.qualifications.2`); empty for the file as a whole. */
  path: string
  /** What was expected and what the file holds instead. */
  message: string
}

export class ContentError extends Error {
  override readonly name = 'ContentError'
  constructor(
    /** The file as the project names it (`content/jobs/seo-aeo-ekspert.yml`). */
    readonly file: string,
    readonly problems: readonly ContentProblem[],
  ) {
    super(problems.map((problem) => `${file}: ${problem.path ? `${problem.path}: ` : ''}${problem.message}`).join('\n'))
  }
}

/** The value at `parts` inside `value`, or undefined where the path leaves the data. */
export function valueAt(value: unknown, parts: readonly PropertyKey[]): unknown {
  let current = value
  for (const part of parts) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<PropertyKey, unknown>)[part]
  }
  return current
}

/**
 * Zod's issues as problems at their dotted paths, under `at` (a file's language block, say), one per
 * unknown field; `data` is what was validated, for the message's "got ...".
 */
export function schemaProblems(
  issues: readonly core.$ZodIssue[],
  data: unknown,
  at: readonly PropertyKey[] = [],
): ContentProblem[] {
  return issues.flatMap((issue): ContentProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: dotted([...at, ...issue.path, key]),
        message: issueMessage(issue, undefined),
      }))
    }
    return [{ path: dotted([...at, ...issue.path]), message: issueMessage(issue, valueAt(data, issue.path)) }]
  })
}

/** A dotted path from its parts: `['en', 'qualifications', 2]` is `en.qualifications.2`. */
export function dotted(parts: readonly PropertyKey[]): string {
  return parts.map(String).join('.')
}

/** How a value from a file reads in a message: `nothing`, `"Oslo"`, `70`, `a list of 3 items`. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'nothing'
  if (typeof value === 'string') {
    if (value.trim() === '') return 'an empty text'
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`
  if (typeof value === 'object') return 'a group of fields'
  return typeof value
}

const typeNames: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'a group of fields',
}

function sizeUnit(origin: string, count: number): string {
  if (origin === 'string') return `${count} character${count === 1 ? '' : 's'}`
  if (origin === 'array' || origin === 'set') return `${count} item${count === 1 ? '' : 's'}`
  return String(count)
}

/** Zod's issue in the words of a content error: what was expected, and what the file holds. */
export function issueMessage(issue: core.$ZodIssue, value: unknown): string {
  const got = describeValue(value)
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${typeNames[issue.expected] ?? issue.expected}, got ${got}`
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `expected a text, got ${got}`
      const limit = sizeUnit(issue.origin, Number(issue.minimum))
      const size = typeof value === 'string' ? `${value.length}` : Array.isArray(value) ? `${value.length}` : got
      return issue.origin === 'number'
        ? `expected at least ${issue.minimum}, got ${got}`
        : `expected at least ${limit}, got ${size}`
    }
    case 'too_big': {
      const limit = sizeUnit(issue.origin, Number(issue.maximum))
      const size = typeof value === 'string' ? `${value.length}` : Array.isArray(value) ? `${value.length}` : got
      return issue.origin === 'number'
        ? `expected at most ${issue.maximum}, got ${got}`
        : `expected at most ${limit}, got ${size}`
    }
    case 'invalid_value':
      return `expected ${issue.values.length === 1 ? '' : 'one of '}${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${got}`
    case 'unrecognized_keys':
      return 'is not a field of this kind of entry (a misspelt name?)'
    default:
      // Formats and checks of the schemas carry their own words ("expected a date as YYYY-MM-DD").
      return issue.message.startsWith('expected') ? `${issue.message}, got ${got}` : issue.message
  }
}

/** Several bad files at once: each file's ContentError, all in the message. */
export class ContentErrors extends Error {
  override readonly name = 'ContentErrors'
  constructor(readonly errors: readonly ContentError[]) {
    super(errors.map((error) => error.message).join('\n'))
  }
}
