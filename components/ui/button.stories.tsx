import type { Story, StoryDefault } from '@ladle/react'
import { useStrings } from '../../renderer/locale'
import { Button, ButtonLink } from './button'
import { Icon } from './icon'
import { ui } from '../../content/strings/layout'

export default { title: 'UI / Button' } satisfies StoryDefault

const variants = ['primary', 'secondary', 'outline', 'ghost', 'link'] as const
const sizes = ['sm', 'md', 'lg'] as const

function Variants() {
  const t = useStrings(ui)
  return (
    <div className="space-y-6">
      {sizes.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          {variants.map((variant) => (
            <Button key={variant} variant={variant} size={size}>
              {t.header.getQuote}
            </Button>
          ))}
          <Button size={size} disabled>
            {t.header.getQuote}
          </Button>
        </div>
      ))}
      <div className="flex items-center gap-3">
        <Button size="icon" variant="ghost" aria-label={t.header.openMenu}>
          <Icon name="menu" />
        </Button>
        <ButtonLink href="#contact">
          {t.nav.contact} <Icon name="arrowRight" />
        </ButtonLink>
      </div>
    </div>
  )
}

export const Norwegian: Story = () => <Variants />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <Variants />
English.meta = { locale: 'en' }
