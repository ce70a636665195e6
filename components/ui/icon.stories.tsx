import type { Story, StoryDefault } from '@ladle/react'
import { Icon, iconNames } from './icon'

export default { title: 'UI / Icon' } satisfies StoryDefault

function Icons() {
  return (
    <ul className="grid grid-cols-3 gap-4 sm:grid-cols-6">
      {iconNames.map((name) => (
        <li key={name} className="flex flex-col items-center gap-2 text-sm">
          <Icon name={name} className="size-6" />
          {name}
        </li>
      ))}
      <li className="flex flex-col items-center gap-2 text-sm text-star">
        <Icon name="star" filled className="size-6" label="5/5" />
        filled
      </li>
    </ul>
  )
}

export const Norwegian: Story = () => <Icons />
Norwegian.meta = { locale: 'nb' }
export const English: Story = () => <Icons />
English.meta = { locale: 'en' }
