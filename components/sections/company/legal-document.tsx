import { legalStrings, type LegalDocument as LegalDocumentValue } from '../../../content/pages/legal/document'
import { useStrings } from '../../../renderer/locale'
import { Container } from '../../ui/container'
import { RichText } from '../../ui/rich-text'

type LegalDocumentProps = {
  document: LegalDocumentValue
  /** The change date as the page's language writes it (formatted on the server). */
  updatedText: string
}

/**
 * A legal text (privacy policy, terms, refund policy): change date, a short summary, a table of
 * contents and numbered sections with stable anchors. Headings: h2 per section under the page's h1.
 */
export function LegalDocument({ document, updatedText }: LegalDocumentProps) {
  const strings = useStrings(legalStrings)
  return (
    <section data-slot="legal-document" className="py-section">
      <Container className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
            {strings.contents}
          </h2>
          <ol data-slot="legal-toc" className="mt-3 space-y-1.5 text-sm">
            {document.sections.map((section, i) => (
              <li key={section.id} className="flex items-baseline gap-2">
                <span aria-hidden="true" className="text-fg-muted tabular-nums">
                  {i + 1}.
                </span>
                <a
                  href={`#${section.id}`}
                  className="inline-block min-h-6 py-0.5 text-fg underline-offset-4 hover:text-primary hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article data-slot="legal-article" className="max-w-prose text-fg-muted">
          <p className="text-sm">
            {strings.updated}:{' '}
            <time dateTime={document.updated} className="font-semibold text-fg">
              {updatedText}
            </time>
          </p>
          <aside
            aria-labelledby="legal-summary"
            className="mt-6 rounded-card border border-border bg-surface p-6 text-fg"
          >
            <h2 id="legal-summary" className="text-h3">
              {strings.summary}
            </h2>
            <RichText value={document.summary} className="mt-3" />
          </aside>
          {document.sections.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-12">
              <h2 id={`${section.id}-title`} className="text-h2 text-fg">
                <span aria-hidden="true" className="mr-2 text-fg-muted tabular-nums">
                  {i + 1}.
                </span>
                {section.title}
              </h2>
              <RichText value={section.body} className="mt-4" />
            </section>
          ))}
        </article>
      </Container>
    </section>
  )
}
