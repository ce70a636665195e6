import type { TtsPageCopy } from '../../../content/pages/tts-page'
import { Icon } from '../../ui/icon'
import { Section } from '../../ui/section'
import { IntroVideo } from '../shared/intro-video'
import { SectionHeading } from '../shared/section-heading'

/** #tts-video: the intro video (played in the shared lightbox) beside who makes the plugin. */
export function TtsVideo({ video, id = 'tts-video' }: { video: TtsPageCopy['video']; id?: string }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} data-section="tts-video">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <IntroVideo />
        <div>
          <SectionHeading id={`${id}-title`} title={video.title} intro={video.intro} />
          <ul className="space-y-3">
            {video.points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-fg">
                <Icon name="check" className="mt-0.5 text-success" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
