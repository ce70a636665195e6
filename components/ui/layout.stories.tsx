import type { Story, StoryDefault } from '@ladle/react'
import { pageMeta } from '../../content/pages/meta'
import { useLocale } from '../../renderer/locale'
import { Container } from './container'
import { Section } from './section'

export default { title: 'UI / Container and Section' } satisfies StoryDefault

function Tones() {
  const meta = pageMeta.services[useLocale()]
  return (
    <div className="-m-6">
      {(['default', 'muted', 'brand'] as const).map((tone) => (
        <Section key={tone} tone={tone}>
          <h2 className="text-h2">{meta.title}</h2>
          <p className="mt-3 max-w-prose">{meta.description}</p>
        </Section>
      ))}
      <Container className="border border-dashed border-border py-6">Container</Container>
    </div>
  )
}

export const Norwegian: Story = () => <Tones />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <Tones />
English.meta = { locale: 'en' }
