import type { Story, StoryDefault } from '@ladle/react'
import { imageAlt } from '../../media-src/alt'
import { useLocale } from '../../renderer/locale'
import { Picture } from './picture'

export default { title: 'UI / Picture' } satisfies StoryDefault

function Pictures() {
  const locale = useLocale()
  return (
    <div className="max-w-5xl space-y-8">
      <Picture
        image="ill-home-hero"
        alt={imageAlt['ill-home-hero'][locale]}
        priority
        sizes="(min-width: 1024px) 1024px, 100vw"
        className="rounded-lg shadow-md"
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Picture
          image="ill-feature"
          alt={imageAlt['ill-feature'][locale]}
          sizes="(min-width: 640px) 50vw, 100vw"
          className="rounded-lg"
        />
        <Picture
          image="ill-service"
          alt={imageAlt['ill-service'][locale]}
          sizes="(min-width: 640px) 50vw, 100vw"
          className="rounded-lg"
        />
      </div>
    </div>
  )
}

export const Norwegian: Story = () => <Pictures />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <Pictures />
English.meta = { locale: 'en' }
