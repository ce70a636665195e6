import type { Story, StoryDefault } from '@ladle/react'
import servicePages from 'virtual:content/services'
import { useLocale } from '../../renderer/locale'
import { Badge } from './badge'
import { Card, CardDescription, CardTitle } from './card'

export default { title: 'UI / Card and Badge' } satisfies StoryDefault

function Cards() {
  const locale = useLocale()
  const variants = ['default', 'muted', 'highlight'] as const
  return (
    <div className="space-y-8">
      <div className="grid gap-6 md:grid-cols-3">
        {variants.map((variant, i) => {
          const meta = Object.values(servicePages)[i]![locale].meta
          return (
            <Card key={variant} variant={variant}>
              <CardTitle>{meta.title}</CardTitle>
              <CardDescription>{meta.description}</CardDescription>
            </Card>
          )
        })}
      </div>
      <div className="flex flex-wrap gap-3">
        {(['default', 'primary', 'accent', 'outline'] as const).map((variant) => (
          <Badge key={variant} variant={variant}>
            {locale === 'nb' ? 'Bestselger' : 'Best Seller'}
          </Badge>
        ))}
      </div>
    </div>
  )
}

export const Norwegian: Story = () => <Cards />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <Cards />
English.meta = { locale: 'en' }
