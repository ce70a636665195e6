import type { Story, StoryDefault } from '@ladle/react'
import { pageMeta } from '../../content/pages/meta'
import { useLocale, useStrings } from '../../renderer/locale'
import { Button } from './button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog'
import { Sheet, SheetDescription, SheetTitle } from './sheet'
import { ui } from '../../content/strings/layout'

export default { title: 'UI / Dialog and Sheet' } satisfies StoryDefault

function Dialogs({ open }: { open?: 'dialog' | 'sheet' }) {
  const t = useStrings(ui)
  const meta = pageMeta.contact[useLocale()]
  return (
    <div className="flex gap-3">
      <Dialog defaultOpen={open === 'dialog'}>
        <DialogTrigger asChild>
          <Button>{meta.title}</Button>
        </DialogTrigger>
        <DialogContent closeLabel={t.header.closeMenu}>
          <DialogTitle>{meta.title}</DialogTitle>
          <DialogDescription>{meta.description}</DialogDescription>
        </DialogContent>
      </Dialog>
      {/* The sheet is a native dialog: a button's invoker command opens it, with no script. */}
      <Button variant="outline" commandfor="story-sheet" command="show-modal">
        {t.header.menuTitle}
      </Button>
      <Sheet
        id="story-sheet"
        aria-labelledby="story-sheet-title"
        closeLabel={t.header.closeMenu}
        ref={(sheet) => {
          if (open === 'sheet' && sheet && !sheet.open) sheet.showModal()
        }}
      >
        <SheetTitle id="story-sheet-title">{t.header.menuTitle}</SheetTitle>
        <SheetDescription>{meta.description}</SheetDescription>
      </Sheet>
    </div>
  )
}

export const Closed: Story = () => <Dialogs />
Closed.meta = { locale: 'nb' }
export const DialogOpenNorwegian: Story = () => <Dialogs open="dialog" />
DialogOpenNorwegian.meta = { locale: 'nb' }
export const DialogOpenEnglish: Story = () => <Dialogs open="dialog" />
DialogOpenEnglish.meta = { locale: 'en' }
export const SheetOpenNorwegian: Story = () => <Dialogs open="sheet" />
SheetOpenNorwegian.meta = { locale: 'nb' }
export const SheetOpenEnglish: Story = () => <Dialogs open="sheet" />
SheetOpenEnglish.meta = { locale: 'en' }
