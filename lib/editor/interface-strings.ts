/**
 * The editor's interface in Norwegian, whole. Decap's own Norwegian (`nb_no`) lacks the strings of
 * its newer features (the language panes' "Writing in NB", the list's "Add", the preview's toggle,
 * the Markdown toolbar), which it then shows in English. These are those strings, written for this
 * editor, laid over Decap's Norwegian by a script the editor's page loads right after Decap
 * (`interfaceScript`), before Decap reads its configuration and with it the language.
 *
 * Keys as Decap names its phrases, dotted; `%{name}` is a value Decap puts in.
 */
import { decapLocale } from './decap-config.ts'
import { dateWidget } from './decap-fields.ts'

export const norwegianPhrases: Record<string, string> = {
  'auth.loginWithAzure': 'Logg inn med Azure',
  'auth.loginWithForgejo': 'Logg inn med Forgejo',
  'collection.sidebar.allCollections': 'Alle samlinger',
  'collection.sidebar.searchIn': 'Søk i',
  'collection.collectionTop.viewAsList': 'Vis som liste',
  'collection.collectionTop.viewAsGrid': 'Vis som rutenett',
  'collection.collectionTop.searchResults': 'Treff for «%{searchTerm}»',
  'collection.collectionTop.searchResultsInCollection': 'Treff for «%{searchTerm}» i %{collection}',
  'collection.collectionTop.filterBy': 'Filtrer etter',
  'collection.collectionTop.groupBy': 'Grupper etter',
  'collection.entries.unpublishedHeader': 'Ikke publisert',
  'collection.groups.other': 'Annet',
  'collection.groups.negateLabel': 'Ikke %{label}',
  'editor.editorControl.field.widgetLabel': 'Feltet %{widgetLabel}',
  'editor.editorControlPane.widget.invalidPath': '«%{path}» er ingen gyldig sti',
  'editor.editorControlPane.widget.pathExists': 'Stien «%{path}» finnes allerede',
  'editor.editorControlPane.i18n.writingInLocale': 'Skriver på %{locale}',
  // Asked before a deletion: what goes with the entry, and that the editor has no undo for it.
  'editor.editor.onDeletePublishedEntry':
    'Slette denne oppføringen? Siden den lager, forsvinner fra nettstedet på begge språk, og editoren kan ikke angre slettingen (en utvikler kan hente filen tilbake fra Git). Viser en annen side til den, blir slettingen avvist.',
  'editor.editorControlPane.i18n.copyFromLocale': 'Fyll inn fra et annet språk',
  'editor.editorControlPane.i18n.copyFromLocaleConfirm':
    'Vil du fylle inn fra %{locale}?\nAlt som står i feltene nå, blir erstattet.',
  'editor.editorInterface.toggleI18n': 'Vis eller skjul det andre språket',
  'editor.editorInterface.togglePreview': 'Vis eller skjul forhåndsvisningen',
  'editor.editorInterface.toggleScrollSync': 'Rull sidene sammen',
  'editor.editorInterface.toggleNotes': 'Vis eller skjul notater',
  'editor.editorNotesPane.title': 'Notater',
  'editor.editorNotesPane.emptyState': 'Ingen notater ennå. Skriv det første nedenfor.',
  'editor.editorNotesPane.addNote': 'Legg til notat',
  'editor.editorNotesPane.addPlaceholder': 'Skriv et notat …',
  'editor.editorNotesPane.editPlaceholder': 'Endre notatet …',
  'editor.editorNotesPane.save': 'Lagre',
  'editor.editorNotesPane.cancel': 'Avbryt',
  'editor.editorNotesPane.edit': 'Endre',
  'editor.editorNotesPane.delete': 'Slett',
  'editor.editorNotesPane.resolve': 'Merk som løst',
  'editor.editorNotesPane.unresolve': 'Åpne igjen',
  'editor.editorNotesPane.confirmDelete': 'Vil du slette notatet?',
  'editor.editorNotesPane.shortcut': 'Tips: Ctrl+Enter legger til notatet.',
  // Decap's Norwegian says "innlegg" (a post) of every entry: a job or a price is no post.
  'editor.editorToolbar.deleteEntry': 'Slett oppføringen',
  'editor.editorToolbar.deletePublishedEntry': 'Slett oppføringen',
  'editor.editorToolbar.deleteUnpublishedEntry': 'Slett utkastet',
  'editor.editorToolbar.statusInfoTooltipDraft':
    'Innlegget er et utkast. Sett statusen til «Til godkjenning» når det er klart til å leses over.',
  'editor.editorToolbar.statusInfoTooltipInReview':
    'Innlegget er til gjennomgang, og du trenger ikke gjøre mer. Du kan fortsatt endre det mens det leses over.',
  'editor.editorWidgets.markdown.bold': 'Fet',
  'editor.editorWidgets.markdown.italic': 'Kursiv',
  'editor.editorWidgets.markdown.strikethrough': 'Gjennomstreket',
  'editor.editorWidgets.markdown.code': 'Kode',
  'editor.editorWidgets.markdown.link': 'Lenke',
  'editor.editorWidgets.markdown.linkPrompt': 'Skriv adressen lenken skal gå til',
  'editor.editorWidgets.markdown.headings': 'Overskrifter',
  'editor.editorWidgets.markdown.quote': 'Sitat',
  'editor.editorWidgets.markdown.bulletedList': 'Punktliste',
  'editor.editorWidgets.markdown.numberedList': 'Nummerert liste',
  'editor.editorWidgets.markdown.addComponent': 'Sett inn',
  'editor.editorWidgets.markdown.toggleMode.rich': 'Bytt til vanlig redigering',
  'editor.editorWidgets.markdown.toggleMode.markdown': 'Bytt til Markdown',
  'editor.editorWidgets.image.chooseMultiple': 'Velg bilder',
  'editor.editorWidgets.image.chooseUrl': 'Sett inn fra en adresse',
  'editor.editorWidgets.image.replaceUrl': 'Bytt til en adresse',
  'editor.editorWidgets.image.promptUrl': 'Skriv adressen til bildet',
  'editor.editorWidgets.image.addMore': 'Legg til flere bilder',
  'editor.editorWidgets.image.removeAll': 'Fjern alle bildene',
  'editor.editorWidgets.file.chooseUrl': 'Sett inn fra en adresse',
  'editor.editorWidgets.file.chooseMultiple': 'Velg filer',
  'editor.editorWidgets.file.replaceUrl': 'Bytt til en adresse',
  'editor.editorWidgets.file.promptUrl': 'Skriv adressen til filen',
  'editor.editorWidgets.file.addMore': 'Legg til flere filer',
  'editor.editorWidgets.file.removeAll': 'Fjern alle filene',
  'editor.editorWidgets.datetime.setToNow': 'Sett %{fieldLabel} til nå',
  'editor.editorWidgets.list.add': 'Legg til %{item}',
  'editor.editorWidgets.list.addType': 'Legg til %{item}',
  'editor.editorWidgets.object.expand': 'Vis',
  'editor.editorWidgets.object.collapse': 'Skjul',
  'mediaLibrary.mediaLibraryCard.copy': 'Kopier',
  'mediaLibrary.mediaLibraryCard.copyUrl': 'Kopier adressen',
  'mediaLibrary.mediaLibraryCard.copyPath': 'Kopier stien',
  'mediaLibrary.mediaLibraryCard.copyName': 'Kopier navnet',
  'mediaLibrary.mediaLibraryCard.copied': 'Kopiert',
  'mediaLibrary.mediaLibraryModal.close': 'Lukk',
  'ui.settingsDropdown.account': 'Kontovalg',
  'ui.toast.noteAdded': 'Notatet er lagt til',
  'ui.toast.onFailToAddNote': 'Notatet ble ikke lagt til: %{details}',
  'ui.toast.noteUpdated': 'Notatet er endret',
  'ui.toast.onFailToUpdateNote': 'Notatet ble ikke endret: %{details}',
  'ui.toast.noteDeleted': 'Notatet er slettet',
  'ui.toast.onFailToDeleteNote': 'Notatet ble ikke slettet: %{details}',
  'ui.toast.noteResolved': 'Notatet er merket som løst',
  'ui.toast.noteReopened': 'Notatet er åpnet igjen',
  'ui.toast.onFailToToggleNote': 'Notatet ble ikke endret: %{details}',
  'ui.toast.onLoggedOut': 'Du er logget ut. Ta vare på det du har skrevet, og logg inn igjen.',
  'ui.toast.onBackendDown': 'Tjenesten innholdet lagres i, er nede. Se %{details} for mer.',
}

/** Dotted keys as the nested object Decap's phrases are. */
function nested(flat: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.')
    let node = root
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>
    node[parts.at(-1)!] = value
  }
  return root
}

/**
 * The script that lays the phrases over Decap's Norwegian. It runs after Decap's bundle, which
 * starts the editor but reads its phrases only once its configuration has loaded.
 */
export function interfaceScript(): string {
  const phrases = JSON.stringify(nested(norwegianPhrases))
  return `(function () {
  var cms = window.CMS
  function over(base, extra) {
    var out = {}
    var key
    for (key in base) out[key] = base[key]
    for (key in extra) {
      out[key] = typeof extra[key] === 'object' && typeof base[key] === 'object' ? over(base[key], extra[key]) : extra[key]
    }
    return out
  }
  cms.registerLocale(${JSON.stringify(decapLocale.nb)}, over(cms.getLocale(${JSON.stringify(decapLocale.nb)}) || {}, ${phrases}))

  // The date field of the content's dates: the browser's own date picker, its value the
  // YYYY-MM-DD text the browser gives, passed on as it is. Decap's datetime widget parsed every
  // keystroke of the year as a date (the year 2 as 1902), so typing 2027 gave 1907.
  cms.registerWidget(
    ${JSON.stringify(dateWidget)},
    window.createClass({
      render: function () {
        var props = this.props
        return window.h('input', {
          type: 'date',
          id: props.forID,
          className: props.classNameWrapper,
          value: typeof props.value === 'string' ? props.value : '',
          onChange: function (event) {
            props.onChange(event.target.value)
          },
          onFocus: props.setActiveStyle,
          onBlur: props.setInactiveStyle,
        })
      },
    }),
    function (props) {
      return window.h('span', null, props.value)
    },
  )

  // Decap keeps the form of the entry it showed when the address itself changes from one entry to
  // another (a link pasted in, the browser's back button): the second entry opened with the first
  // one's values, or empty. Such a change loads the editor afresh; Decap's own navigation (from a
  // list to an entry, from a new entry to the one it saved as) is left alone.
  var entryAddress = new RegExp('^#/collections/([^/]+)/entries/(.+)$')
  window.addEventListener('hashchange', function (event) {
    var before = entryAddress.exec(new URL(event.oldURL).hash)
    var after = entryAddress.exec(new URL(event.newURL).hash)
    if (before && after && (before[1] !== after[1] || before[2] !== after[2])) window.location.reload()
  })

})()
`
}
