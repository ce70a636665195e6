import type { TtsPageCopy } from '../../../content/pages/tts-page'
import { settings } from '../../../content/site/settings'
import { ButtonLink } from '../../ui/button'
import { Icon } from '../../ui/icon'
import { RichText } from '../../ui/rich-text'
import { Section } from '../../ui/section'
import { SectionHeading } from '../shared/section-heading'
import { newTab } from '../shared/new-tab'

/**
 * #tts-download: install steps, requirements and the free download (`data-track="free"`: the
 * consent-gated tracking reports it and opens the file in a new tab).
 */
function TtsDownload({ download, id = 'tts-download' }: { download: TtsPageCopy['download']; id?: string }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="tts-download">
      <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <SectionHeading id={`${id}-title`} title={download.title} intro={download.intro} />
          <h3 className="text-h3">{download.stepsTitle}</h3>
          <ol className="mt-4 space-y-4">
            {download.steps.map((step, i) => (
              <li key={i} data-slot="install-step" className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-pill bg-primary font-bold text-primary-fg"
                >
                  {i + 1}
                </span>
                <RichText value={step} className="pt-1 text-fg-muted" />
              </li>
            ))}
          </ol>
        </div>
        <div className="self-start rounded-card border border-border bg-surface p-6 shadow-card">
          <div className="flex flex-col gap-3">
            <ButtonLink size="lg" href={settings.plugin.freeDownloadUrl} data-track="free" {...newTab}>
              <Icon name="arrowRight" className="rotate-90" />
              {download.buttons.free}
            </ButtonLink>
            <ButtonLink variant="outline" href={settings.plugin.wordpressDirectoryUrl} {...newTab}>
              {download.buttons.directory}
              <Icon name="externalLink" />
            </ButtonLink>
          </div>
          <h3 className="mt-6 font-semibold text-fg">{download.requirementsTitle}</h3>
          <ul className="mt-2 space-y-2 text-sm text-fg-muted">
            {download.requirements.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Icon name="check" className="text-success" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}

export default TtsDownload
