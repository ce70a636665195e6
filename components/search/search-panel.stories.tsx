import type { Story, StoryDefault } from '@ladle/react'
import { searchEvents } from '../../tests/support/machines/models'
import { searchMachine } from '../../machines/searchMachine'
import { logEvent, stateOf } from '../widgets/story-states'
import { SearchPanel } from './search-panel'

export default { title: 'Widgets / Search' } satisfies StoryDefault

const at = (id: string) => (
  <SearchPanel state={stateOf(searchMachine, searchEvents, id, undefined, {})} send={logEvent} />
)

export const EmptyNb: Story = () => at('empty')
EmptyNb.meta = { locale: 'nb' }
export const EmptyEn: Story = () => at('empty')
EmptyEn.meta = { locale: 'en' }
export const SearchingNb: Story = () => at('searching')
SearchingNb.meta = { locale: 'nb' }
export const ResultsNb: Story = () => at('results')
ResultsNb.meta = { locale: 'nb' }
export const ResultsEn: Story = () => at('results')
ResultsEn.meta = { locale: 'en' }
export const NoResultsNb: Story = () => at('noResults')
NoResultsNb.meta = { locale: 'nb' }
export const NoResultsEn: Story = () => at('noResults')
NoResultsEn.meta = { locale: 'en' }
export const FailedEn: Story = () => at('failed')
FailedEn.meta = { locale: 'en' }
