import { createContext, useContext, type ReactNode } from 'react'
import type { CareersPageStrings } from '../../../content/pages/careers/careers'

const CareersContext = createContext<CareersPageStrings | null>(null)

/** Gives the careers sections their language's strings, which the page reads from its +data.ts. */
export function CareersProvider({ strings, children }: { strings: CareersPageStrings; children: ReactNode }) {
  return <CareersContext.Provider value={strings}>{children}</CareersContext.Provider>
}

export function useCareers(): CareersPageStrings {
  const strings = useContext(CareersContext)
  if (!strings) throw new Error('useCareers() must be used inside <CareersProvider>')
  return strings
}

/** Replaces `{name}` in a template with the value given for it. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}
