/**
 * The search form and its results, as the visitor sees them in one state of `searchMachine`: in
 * the search dialog and on the search page. The form is a plain GET form to the search page, so
 * it works as a form even before its code runs. Keyboard: from the field, the down arrow moves to
 * the first result; the arrows move between results (up from the first goes back to the field);
 * Enter opens the result in focus, as any link does.
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import type { SnapshotFrom } from 'xstate'
import { pathFor } from '../../content/site/routes'
import { searchKinds, searchStrings } from '../../content/strings/search'
import type { searchMachine, SearchEvent, SearchHit } from '../../machines/searchMachine'
import { useLocale, useStrings } from '../../renderer/locale'
import { Button } from '../ui/button'
import { Link } from '../ui/link'
import { cn } from '../ui/cn'

export type SearchState = SnapshotFrom<typeof searchMachine>

/** Pagefind's excerpt is escaped text with the matches in <mark>; nothing else may pass. */
function excerptHtml(excerpt: string): string {
  return excerpt.replace(/<(?!\/?mark>)[^>]*>/g, '')
}

function ResultLink({
  hit,
  onKeyDown,
}: {
  hit: SearchHit
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void
}) {
  const t = useStrings(searchStrings)
  return (
    <a
      href={hit.url}
      onKeyDown={onKeyDown}
      data-slot="search-result"
      className="block rounded-control px-3 py-3 hover:bg-surface focus-visible:bg-surface"
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold text-fg">{hit.title}</span>
        {hit.kind ? <span className="text-sm text-fg-muted">{t.kinds[hit.kind]}</span> : null}
      </span>
      <span
        className="mt-1 block text-sm text-fg-muted [&_mark]:bg-accent/20 [&_mark]:text-fg"
        dangerouslySetInnerHTML={{ __html: excerptHtml(hit.excerpt) }}
      />
    </a>
  )
}

export function SearchPanel({
  state,
  send,
  autoFocus = false,
  idPrefix,
}: {
  state: SearchState
  send: (event: SearchEvent) => void
  autoFocus?: boolean
  /** The prefix of its elements' ids, where React's own would not be unique in the page (the dialog). */
  idPrefix?: string
}) {
  const locale = useLocale()
  const t = useStrings(searchStrings)
  const generatedId = useId()
  const id = idPrefix ?? generatedId
  const field = useRef<HTMLInputElement>(null)
  const results = useRef<HTMLOListElement>(null)
  const { query, kind, answer } = state.context
  // The field is in the HTML before its code (the search page, the dialog opened by the first
  // script): words typed before the panel went live are in the field but not in the machine, so
  // they are searched now, at React's commit, before a next key could start from an emptied field.
  // (Once only, at mount.)
  useLayoutEffect(() => {
    const typed = field.current?.value ?? ''
    if (typed !== '' && typed !== state.context.query) send({ type: 'TYPE', query: typed })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- at mount only: later changes arrive by onChange
  }, [])

  const links = () => [...(results.current?.querySelectorAll<HTMLAnchorElement>('a[data-slot="search-result"]') ?? [])]
  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return
    const first = links()[0]
    if (!first) return
    event.preventDefault()
    first.focus()
  }
  const onResultKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    const all = links()
    const at = all.indexOf(event.currentTarget)
    const next = event.key === 'ArrowDown' ? all[at + 1] : at === 0 ? field.current : all[at - 1]
    next?.focus()
  }

  const status = state.hasTag('busy')
    ? t.searching
    : state.matches('results') && answer
      ? t.results(answer.total)
      : state.matches('noResults')
        ? t.noResults(query.trim())
        : state.matches('failed')
          ? t.failed
          : t.empty

  return (
    <div data-slot="search" data-state={String(state.value)} className="space-y-4">
      <form
        role="search"
        action={pathFor('search', locale)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault()
          send({ type: 'SUBMIT' })
        }}
      >
        <label htmlFor={`${id}-q`} className="font-medium text-fg">
          {t.label}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            ref={field}
            id={`${id}-q`}
            // A text field in the search role rather than type="search": in a dialog, that type takes
            // the first Escape to clear itself, so a visitor with text in the field would press
            // twice to close; this field leaves Escape to the dialog, which closes at once.
            type="text"
            role="searchbox"
            name="q"
            value={query}
            placeholder={t.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            // The dialog opens on the visitor's request, so the field takes focus there.
            autoFocus={autoFocus}
            aria-describedby={`${id}-hint`}
            onChange={(event) => send({ type: 'TYPE', query: event.target.value })}
            onKeyDown={onFieldKey}
            className="block w-full min-w-0 rounded-control border border-border bg-bg px-3 py-2.5 text-fg placeholder:text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
          <Button type="submit">{t.submit}</Button>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-sm text-fg-muted">
          {t.shortcuts} {t.keyboard}
        </p>
      </form>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t.filter}</legend>
        {[null, ...searchKinds].map((option) => (
          <label
            key={option ?? 'all'}
            className="inline-flex cursor-pointer items-center rounded-pill border border-border px-3 py-1.5 text-sm has-checked:border-primary has-checked:text-primary has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={`${id}-kind`}
              className="sr-only"
              checked={kind === option}
              onChange={() => send({ type: 'FILTER', kind: option })}
            />
            {option ? t.kinds[option] : t.allKinds}
          </label>
        ))}
      </fieldset>
      <p
        role="status"
        data-testid="search-status"
        className={cn('text-sm', state.matches('failed') ? 'text-danger' : 'text-fg-muted')}
      >
        {status}
      </p>
      {state.matches('failed') ? (
        <p className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={() => send({ type: 'RETRY' })}>
            {t.retry}
          </Button>
          <Link to="sitemap">{t.noScript.sitemap}</Link>
        </p>
      ) : null}
      {state.matches('noResults') ? (
        <p className="text-fg" data-testid="search-no-results">
          {t.noResultsHelp.before}
          <Link to="contact">{t.noResultsHelp.contact}</Link>
          {t.noResultsHelp.after}
        </p>
      ) : null}
      {answer && answer.hits.length > 0 && !state.matches('empty') ? (
        <ol ref={results} aria-label={t.results(answer.total)} className="-mx-3 space-y-1" data-testid="search-results">
          {answer.hits.map((hit) => (
            <li key={hit.url}>
              <ResultLink hit={hit} onKeyDown={onResultKey} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  )
}
