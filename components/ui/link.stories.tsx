import type { Story, StoryDefault } from '@ladle/react'
import { useStrings } from '../../renderer/locale'
import { Link } from './link'
import { ui } from '../../content/strings/layout'

export default { title: 'UI / Link' } satisfies StoryDefault

function Links() {
  const t = useStrings(ui)
  return (
    <ul className="space-y-2">
      <li>
        <Link to="services">{t.nav.services}</Link>
      </li>
      <li>
        <Link to="about" hash="feedback" className="text-primary">
          {t.nav.about} #feedback
        </Link>
      </li>
      <li>
        <Link to="home" locale="en">
          English home
        </Link>{' '}
        /{' '}
        <Link to="home" locale="nb">
          Norsk forside
        </Link>
      </li>
    </ul>
  )
}

export const Norwegian: Story = () => <Links />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <Links />
English.meta = { locale: 'en' }
