import type { Story, StoryDefault } from '@ladle/react'
import { pageMeta } from '../../content/pages/meta'
import { useLocale, useUi } from '../../renderer/locale'
import { Button } from './button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet'

export default { title: 'UI / Dialog and Sheet' } satisfies StoryDefault

function Dialogs({ open }: { open?: 'dialog' | 'sheet' }) {
  const t = useUi()
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
      <Sheet defaultOpen={open === 'sheet'}>
        <SheetTrigger asChild>
          <Button variant="outline">{t.header.menuTitle}</Button>
        </SheetTrigger>
        <SheetContent closeLabel={t.header.closeMenu}>
          <SheetTitle>{t.header.menuTitle}</SheetTitle>
          <SheetDescription>{meta.description}</SheetDescription>
        </SheetContent>
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
