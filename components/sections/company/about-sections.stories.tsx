import type { Story, StoryDefault } from '@ladle/react'
import { aboutPage } from '../../../content/pages/about'
import { caseStudies } from '../../../content/pages/case-studies'
import { team } from '../../../media-src/team'
import { pluginsPage } from '../../../content/pages/plugins'
import { ttsPlugin } from '../../../content/facts/facts'
import { useLocale } from '../../../renderer/locale'
import { AboutHero, AboutOffices, AboutProcess, AboutStory, AboutWork } from './about-sections'
import { PluginsList } from '../plugins/plugins-list'
import { Team } from './team'

export default { title: 'Sections / About and plugins' } satisfies StoryDefault

function About() {
  const locale = useLocale()
  const copy = aboutPage[locale]
  const cases = caseStudies[locale].map((study) => ({
    id: study.id,
    client: study.client,
    value: study.figures[0]!.value,
    label: study.figures[0]!.label,
    path: study.path,
  }))
  return (
    <div className="-m-6">
      <AboutHero hero={copy.hero} team={team} />
      <AboutStory story={copy.story} />
      <Team members={team} title={copy.team.title} intro={copy.team.intro} officeLabel={copy.team.officeLabel} />
      <AboutProcess process={copy.process} />
      <AboutWork work={copy.work} cases={cases} />
      <AboutOffices offices={copy.offices} team={team} />
    </div>
  )
}

/** The team alone: six people, three columns on a desktop, one on a phone. */
function TeamOnly() {
  const copy = aboutPage[useLocale()].team
  return (
    <div className="-m-6">
      <Team members={team} title={copy.title} intro={copy.intro} officeLabel={copy.officeLabel} />
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
export const TeamNorwegian: Story = () => <TeamOnly />
TeamNorwegian.meta = { locale: 'nb' }
export const TeamEnglish: Story = () => <TeamOnly />
TeamEnglish.meta = { locale: 'en' }
export const PluginsNorwegian: Story = () => <Plugins />
PluginsNorwegian.meta = { locale: 'nb' }
export const PluginsEnglish: Story = () => <Plugins />
PluginsEnglish.meta = { locale: 'en' }
