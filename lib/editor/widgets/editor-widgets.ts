/**
 * The editor's own widgets, loaded by its page right after Decap's bundle: the copy fields that
 * show placeholders as their values (./copy-widget.ts), with the placeholders' names and values
 * from the editor's folder (made from the content by ../placeholder-choices.ts).
 */
import { adminBase, placeholdersFile } from '../address.ts'
import { loadChoices, registerCopyWidgets } from './copy-widget.ts'

registerCopyWidgets()
loadChoices(`${adminBase}${placeholdersFile}`)
