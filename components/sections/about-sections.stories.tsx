import type { Story, StoryDefault } from '@ladle/react'
import { aboutPage } from '../../content/about'
import { pluginsPage } from '../../content/plugins'
import { ttsPlugin } from '../../content/facts'
import { useLocale } from '../../renderer/locale'
import { AboutOffices, AboutProcess, AboutStory } from './about-sections'
import { PluginsList } from './plugins-list'

export default { title: 'Sections / About and plugins' } satisfies StoryDefault

function About() {
  const copy = aboutPage[useLocale()]
  return (
    <div className="-m-6">
      <AboutStory story={copy.story} />
      <AboutProcess process={copy.process} />
      <AboutOffices offices={copy.offices} />
    </div>
  )
}

function Plugins() {
  const copy = pluginsPage[useLocale()]
  return (
    <div className="-m-6">
      <PluginsList plugins={copy.plugins} title={copy.listTitle} intro={copy.listIntro} rating={ttsPlugin.rating} />
    </div>
  )
}

export const AboutNorwegian: Story = () => <About />
AboutNorwegian.meta = { locale: 'nb' }
export const AboutEnglish: Story = () => <About />
AboutEnglish.meta = { locale: 'en' }
export const PluginsNorwegian: Story = () => <Plugins />
PluginsNorwegian.meta = { locale: 'nb' }
export const PluginsEnglish: Story = () => <Plugins />
PluginsEnglish.meta = { locale: 'en' }
