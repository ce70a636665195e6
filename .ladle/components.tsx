import './ladle.css'
import { useLayoutEffect } from 'react'
import type { GlobalProvider } from '@ladle/react'
import { isLocale } from '../content/site/locales'
import { LocaleProvider } from '../renderer/locale'

/**
 * Gives every story the site's CSS, the theme of Ladle's theme switch (the `dark` class on
 * <html>, as on the site) and a locale: a story's `meta.locale`, Norwegian by default. The wrapper
 * names the story it shows (`data-story`), so the catalogue's test knows when a story it switched
 * to has rendered.
 */
export const Provider: GlobalProvider = ({ children, globalState, storyMeta }) => {
  const dark = globalState.theme === 'dark'
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', dark)
  }, [dark])
  const locale = isLocale(storyMeta?.locale) ? storyMeta.locale : 'nb'
  return (
    <LocaleProvider locale={locale}>
      <div lang={locale} data-story={globalState.story} className="min-h-dvh bg-bg p-6 font-sans text-fg">
        {children}
      </div>
    </LocaleProvider>
  )
}
