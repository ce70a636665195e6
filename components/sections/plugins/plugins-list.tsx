import type { PluginSummary } from '../../../content/pages/plugins'
import { settings } from '../../../content/site/settings'
import { Icon } from '../../ui/icon'
import { Link } from '../../ui/link'
import { Section } from '../../ui/section'
import { SectionHeading } from '../shared/section-heading'
import { newTab } from '../shared/new-tab'

type PluginsListProps = { plugins: PluginSummary[]; title: string; intro?: string; rating: number; id?: string }

/** The plugins index: one card per plugin with its listing facts and links. */
export function PluginsList({ plugins, title, intro, rating, id = 'utvidelser' }: PluginsListProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="plugins-list">
      <SectionHeading id={`${id}-title`} title={title} intro={intro} />
      <ul className="grid gap-6">
        {plugins.map((plugin) => (
          <li key={plugin.id} data-slot="plugin-card">
            <article
              aria-labelledby={`${plugin.id}-title`}
              className="grid gap-6 rounded-card border border-border bg-bg p-6 shadow-card md:grid-cols-[auto_1fr] md:p-8"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-16 items-center justify-center rounded-card bg-primary text-primary-fg"
              >
                <Icon name="play" filled />
              </span>
              <div>
                <h3 id={`${plugin.id}-title`} className="text-h3">
                  <Link to={plugin.page} className="hover:text-primary">
                    {plugin.name}
                  </Link>
                </h3>
                <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
                  <span data-rating={rating} className="inline-flex items-center gap-2">
                    <Icon name="star" filled className="text-star" />
                    <span className="font-semibold text-fg">{plugin.ratingLabel}</span>
                    <span aria-hidden="true">·</span>
                    {plugin.reviews}
                  </span>
                  <span>{plugin.version}</span>
                </p>
                <p className="mt-4 max-w-prose text-fg-muted">{plugin.summary}</p>
                <ul className="mt-4 space-y-2">
                  {plugin.highlights.map((item) => (
                    <li key={item} className="flex items-start gap-2 text-fg">
                      <Icon name="check" className="mt-0.5 text-success" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
                <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
                  <Link
                    to={plugin.page}
                    className="inline-flex h-11 items-center gap-2 rounded-control bg-primary px-5 font-semibold text-primary-fg hover:bg-primary-hover"
                  >
                    {plugin.readMore}
                    <Icon name="arrowRight" />
                  </Link>
                  <a
                    href={settings.plugin.wordpressDirectoryUrl}
                    {...newTab}
                    className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {plugin.directory}
                    <Icon name="externalLink" />
                  </a>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
