/**
 * The editor's copy fields: Decap CMS widgets (`copy` for a line, `copy-text` for several lines,
 * `copy-markdown` for rich text, `copy-line` for a line of it: a link, a list's item) in which a placeholder of the file (`{fact:claims.rating}`,
 * `{setting:phone}`, `{brand}`) shows as the value the page shows, in the language of the pane,
 * marked, with its name on hover. A fact is inserted from a list of facts by name and current
 * value ("Sett inn fakta"), never typed; the file keeps the reference, so a fact stays written once.
 *
 * Built on ProseMirror: a placeholder is an atom of the document (./copy-format.ts), so it cannot be
 * typed into or half deleted, and the rich text turns "## " into a sub-heading where the field takes
 * one, and "- " or "1. " into a list. A field changed by the marketer gives Decap the text the
 * file holds; one only looked at gives nothing, so its file keeps its bytes.
 *
 * Runs in the browser after Decap's bundle, which lends React's `h` and `createClass`.
 */
import { baseKeymap, chainCommands, exitCode, setBlockType, toggleMark, wrapIn } from 'prosemirror-commands'
import { history, redo, undo } from 'prosemirror-history'
import { inputRules, textblockTypeInputRule, wrappingInputRule, type InputRule } from 'prosemirror-inputrules'
import { keymap } from 'prosemirror-keymap'
import type { MarkType, Node, NodeType, Schema } from 'prosemirror-model'
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list'
import { EditorState, type Command, type Plugin, type Transaction } from 'prosemirror-state'
import { EditorView, type NodeViewConstructor } from 'prosemirror-view'
import type { PlaceholderChoice } from '../placeholder-choices.ts'
import { caseCollection, caseFormFacts, type CaseFormData } from './entry-facts.ts'
import { markdownDocument, markdownSchema, markdownText, plainDocument, plainSchema, plainText } from './copy-format.ts'

type Locale = 'nb' | 'en'
type Kind = 'copy' | 'copy-text' | 'copy-markdown' | 'copy-line'

/** Decap's props of a widget's control (the ones used here). */
type ControlProps = {
  value?: unknown
  onChange: (value: string) => void
  forID: string
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
  locale?: string
  field: { get: (key: string) => unknown }
  /** The entry being edited and its collection (Immutable.js maps). */
  entry?: { get: (key: string) => unknown; getIn: (path: string[]) => unknown }
  collection?: { get: (key: string) => unknown }
  hasActiveStyle?: boolean
}

/** What Decap's bundle lends the page: its registry, React's `createElement` and a class maker. */
const decap = window as unknown as {
  CMS: { registerWidget: (name: string, control: unknown, preview?: unknown) => void }
  h: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown
  createClass: (spec: Record<string, unknown>) => unknown
}

/** The interface's words, in the editor's language (its page's `lang`). */
const words = {
  nb: {
    insert: 'Sett inn fakta',
    search: 'Søk etter fakta, innstilling eller navn',
    none: 'Ingen treff',
    close: 'Lukk',
    bold: 'Fet',
    italic: 'Kursiv',
    link: 'Lenke',
    linkAddress: 'Adressen lenken går til (https://…, mailto:… eller route:kontakt):',
    bulletList: 'Punktliste',
    orderedList: 'Nummerert liste',
    heading: 'Overskrift',
    subheading: 'Mellomtittel',
    quote: 'Sitat',
    unknown: 'Ukjent',
    filledIn: 'fylles inn på siden',
  },
  en: {
    insert: 'Insert fact',
    search: 'Search for a fact, setting or name',
    none: 'No matches',
    close: 'Close',
    bold: 'Bold',
    italic: 'Italic',
    link: 'Link',
    linkAddress: 'The address the link goes to (https://…, mailto:… or route:contact):',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    heading: 'Heading',
    subheading: 'Subheading',
    quote: 'Quote',
    unknown: 'Unknown',
    filledIn: 'filled in on the page',
  },
}

const interfaceLocale: Locale = document.documentElement.lang === 'en' ? 'en' : 'nb'
const say = words[interfaceLocale]

/** The placeholders by name, once the editing server has sent them. */
let choices = new Map<string, PlaceholderChoice>()
const liveViews = new Set<{ view: EditorView; redraw: () => void }>()

/** Loads the placeholders' names and values, and redraws every field that shows one. */
export function loadChoices(url: string): void {
  void fetch(url, { credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<PlaceholderChoice[]>) : []))
    .then((list) => {
      choices = new Map(list.map((choice) => [choice.name, choice]))
      for (const live of liveViews) live.redraw()
    })
    .catch(() => undefined)
}

/** The facts the entry being edited brings with it, from its form (./entry-facts.ts), by name. */
let entryChoices = new Map<string, PlaceholderChoice>()
let entryChoicesKey = ''

/** A value of an Immutable.js structure as plain data. */
function plain(value: unknown): unknown {
  return typeof (value as { toJS?: unknown } | null)?.toJS === 'function'
    ? (value as { toJS: () => unknown }).toJS()
    : value
}

/** Reads the facts of the entry being edited from its form; redraws the fields when they changed. */
function readEntryFacts(props: ControlProps): void {
  if (props.collection?.get('name') !== caseCollection || !props.entry) return
  const data = (plain(props.entry.get('data')) ?? {}) as CaseFormData
  const saved = props.entry.get('slug')
  const id = typeof saved === 'string' && saved !== '' ? saved : typeof data.slug === 'string' ? data.slug : ''
  const facts = caseFormFacts(id, data)
  const key = JSON.stringify(facts)
  if (key === entryChoicesKey) return
  entryChoicesKey = key
  entryChoices = new Map(facts.map((choice) => [choice.name, choice]))
  for (const live of liveViews) live.redraw()
}

/** Every placeholder to offer: the content's, with the entry's own figures as its form has them now. */
function allChoices(): Map<string, PlaceholderChoice> {
  return new Map([...choices, ...entryChoices])
}

/** What a placeholder shows in a pane: the value it stands for, or what the page fills in. */
function shown(name: string, locale: Locale): { text: string; title: string; unknown: boolean } {
  const bare = name.replace(/:number$/, '')
  const choice = entryChoices.get(bare) ?? choices.get(bare)
  if (choice === undefined) {
    return { text: `${say.unknown}: ${name}`, title: `${say.unknown}: ${name}`, unknown: true }
  }
  const label = choice.label[interfaceLocale]
  const value = choice.value?.[locale]
  return value
    ? { text: value, title: `${label}: ${value}`, unknown: false }
    : { text: label, title: `${label} (${say.filledIn})`, unknown: false }
}

function placeholderView(locale: Locale): NodeViewConstructor {
  return (node) => {
    const dom = document.createElement('span')
    const { text, title, unknown } = shown(node.attrs.name as string, locale)
    dom.className = unknown ? 'fl-fact fl-fact-unknown' : 'fl-fact'
    dom.textContent = text
    dom.title = title
    dom.contentEditable = 'false'
    return { dom }
  }
}

/** What a Markdown field offers beyond paragraphs, lists, bold, italic and links: its configuration's buttons. */
type Offers = { h2: boolean; h3: boolean; quote: boolean }

function markdownRules(schema: Schema, offers: Offers): InputRule[] {
  const nodes = schema.nodes
  const headings: InputRule[] = []
  // "## " and "### " start the headings the field takes; where it takes sub-headings only, both give one.
  if (offers.h2) headings.push(textblockTypeInputRule(/^##\s$/, nodes.heading!, { level: 2 }))
  if (offers.h3)
    headings.push(textblockTypeInputRule(offers.h2 ? /^###\s$/ : /^#{2,3}\s$/, nodes.heading!, { level: 3 }))
  return [
    wrappingInputRule(/^\s*([-+*])\s$/, nodes.bullet_list!),
    wrappingInputRule(
      /^(\d+)\.\s$/,
      nodes.ordered_list!,
      (match) => ({ order: Number(match[1]) }),
      (match, node) => node.childCount + (node.attrs.order as number) === Number(match[1]),
    ),
    ...headings,
    ...(offers.quote ? [wrappingInputRule(/^\s*>\s$/, nodes.blockquote!)] : []),
  ]
}

function markdownKeys(schema: Schema): Record<string, Command> {
  const item = schema.nodes.list_item!
  return {
    'Mod-b': toggleMark(schema.marks.strong!),
    'Mod-i': toggleMark(schema.marks.em!),
    Enter: splitListItem(item),
    'Mod-[': liftListItem(item),
    'Mod-]': sinkListItem(item),
    'Shift-Enter': chainCommands(exitCode),
  }
}

/** Whether the field holds Markdown: rich text, or a line of it. */
function isMarkdown(kind: Kind): boolean {
  return kind === 'copy-markdown' || kind === 'copy-line'
}

function plugins(kind: Kind, offers: Offers): Plugin[] {
  const common = [history(), keymap({ 'Mod-z': undo, 'Shift-Mod-z': redo, 'Mod-y': redo })]
  // A line has no line breaks: Enter does nothing (Decap's own line field does the same).
  const noEnter: Command = () => true
  if (kind === 'copy-markdown') {
    return [
      ...common,
      inputRules({ rules: markdownRules(markdownSchema, offers) }),
      keymap(markdownKeys(markdownSchema)),
      keymap(baseKeymap),
    ]
  }
  if (kind === 'copy-line') {
    const marks = markdownSchema.marks
    return [
      ...common,
      keymap({ 'Mod-b': toggleMark(marks.strong!), 'Mod-i': toggleMark(marks.em!), Enter: noEnter }),
      keymap(baseKeymap),
    ]
  }
  return [...common, keymap({ ...baseKeymap, Enter: kind === 'copy' ? noEnter : baseKeymap.Enter! })]
}

function documentOf(kind: Kind, value: string): Node {
  return isMarkdown(kind) ? markdownDocument(value) : plainDocument(value)
}

function textOf(kind: Kind, doc: Node): string {
  // A line is one paragraph: Markdown's closing line break is no part of it.
  return isMarkdown(kind) ? markdownText(doc).replace(/\n+$/, '') : plainText(doc)
}

function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection
  return empty ? Boolean(type.isInSet(state.storedMarks ?? $from.marks())) : state.doc.rangeHasMark(from, to, type)
}

/** Wraps the selection in a list of the type, or lifts it out of the list it is in. */
function toggleList(type: NodeType): Command {
  return (state, dispatch, view) => {
    const { $from } = state.selection
    for (let depth = $from.depth; depth > 0; depth--) {
      if ($from.node(depth).type === type) return liftListItem(markdownSchema.nodes.list_item!)(state, dispatch, view)
    }
    return wrapInList(type)(state, dispatch, view)
  }
}

function addLink(): Command {
  return (state, dispatch) => {
    const link = markdownSchema.marks.link!
    if (markActive(state, link)) {
      dispatch?.(state.tr.removeMark(state.selection.from, state.selection.to, link))
      return true
    }
    const href = window.prompt(say.linkAddress)?.trim()
    if (!href) return false
    if (state.selection.empty) {
      dispatch?.(state.tr.replaceSelectionWith(markdownSchema.text(href, [link.create({ href })]), false))
    } else {
      dispatch?.(state.tr.addMark(state.selection.from, state.selection.to, link.create({ href })))
    }
    return true
  }
}

let styled = false

/** The fields' looks, once per page (the editor's policy lets a page style itself). */
function addStyles(): void {
  if (styled) return
  styled = true
  const style = document.createElement('style')
  style.textContent = `
.fl-copy { position: relative; }
.fl-copy .ProseMirror { white-space: pre-wrap; word-wrap: break-word; outline: none; min-height: 1.5em; }
.fl-copy[data-copy-kind="copy-text"] .ProseMirror, .fl-copy[data-copy-kind="copy-markdown"] .ProseMirror { min-height: 5em; }
.fl-copy .ProseMirror p { margin: 0; }
.fl-copy[data-copy-kind="copy-markdown"] .ProseMirror p { margin: 0 0 0.75em; }
.fl-copy[data-copy-kind="copy-markdown"] .ProseMirror ul, .fl-copy[data-copy-kind="copy-markdown"] .ProseMirror ol { padding-left: 1.5em; margin: 0 0 0.75em; }
.fl-copy[data-copy-kind="copy-markdown"] .ProseMirror h2 { font-size: 1.3em; font-weight: 700; margin: 0.6em 0 0.4em; }
.fl-copy[data-copy-kind="copy-markdown"] .ProseMirror h3 { font-size: 1.1em; font-weight: 700; margin: 0.5em 0; }
.fl-copy[data-copy-kind="copy-markdown"] .ProseMirror blockquote { border-left: 3px solid #c9ced6; margin: 0 0 0.75em; padding-left: 0.9em; }
.fl-copy[data-copy-kind="copy-markdown"] .ProseMirror a { color: #1f5fbf; text-decoration: underline; }
.fl-fact { display: inline-block; padding: 0 0.35em; margin: 0 0.05em; border-radius: 0.35em; background: #e3eefc;
  color: #0b3a75; border: 1px solid #9cbcea; line-height: 1.35; white-space: nowrap; cursor: default; }
.fl-fact.ProseMirror-selectednode { outline: 2px solid #1f5fbf; }
.fl-fact-unknown { background: #fde8e8; color: #8a1111; border: 1px dashed #c53030; }
.fl-copy-toolbar { display: flex; flex-wrap: wrap; gap: 0.25em; margin: 0 0 0.5em; }
.fl-copy[data-copy-kind="copy"] .fl-copy-toolbar, .fl-copy[data-copy-kind="copy-text"] .fl-copy-toolbar { position: absolute; right: 0.5em; top: 0.45em; margin: 0; }
.fl-copy[data-copy-kind="copy"] .ProseMirror, .fl-copy[data-copy-kind="copy-text"] .ProseMirror { padding-right: 9em; }
.fl-copy[data-copy-kind="copy-line"] .ProseMirror a { color: #1f5fbf; text-decoration: underline; }
.fl-copy-toolbar button { font: inherit; font-size: 0.85em; padding: 0.2em 0.6em; border: 1px solid #c9ced6;
  border-radius: 0.3em; background: #fff; color: #313d3e; cursor: pointer; }
.fl-copy-toolbar button[aria-pressed="true"] { background: #313d3e; color: #fff; }
.fl-copy-toolbar button:focus-visible, .fl-facts button:focus-visible { outline: 2px solid #1f5fbf; outline-offset: 1px; }
.fl-facts { position: absolute; z-index: 30; left: 0; right: 0; top: calc(100% + 4px); background: #fff; border: 1px solid #c9ced6;
  border-radius: 0.4em; box-shadow: 0 6px 18px rgba(0,0,0,0.15); padding: 0.5em; max-height: 22em; overflow: auto; }
.fl-facts input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.35em 0.5em; margin-bottom: 0.4em;
  border: 1px solid #c9ced6; border-radius: 0.3em; }
.fl-facts ul { list-style: none; margin: 0; padding: 0; }
.fl-facts li button { display: flex; justify-content: space-between; gap: 1em; width: 100%; text-align: left; font: inherit;
  font-size: 0.9em; padding: 0.3em 0.4em; border: 0; background: none; cursor: pointer; border-radius: 0.3em; }
.fl-facts li button:hover, .fl-facts li button:focus { background: #e3eefc; }
.fl-facts li button span:last-child { color: #0b3a75; font-weight: 600; white-space: nowrap; }
`
  document.head.append(style)
}

/** A button of a field's toolbar. */
function toolButton(label: string, run: () => void): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = label
  // Keeps the text's selection where it is: the command acts on it.
  button.addEventListener('mousedown', (event) => event.preventDefault())
  button.addEventListener('click', run)
  return button
}

/** The list of facts, settings and names to insert, by name and value, with a search. */
function factPicker(host: HTMLElement, locale: Locale, insert: (name: string) => void, close: () => void): HTMLElement {
  const box = document.createElement('div')
  box.className = 'fl-facts'
  box.setAttribute('role', 'dialog')
  box.setAttribute('aria-label', say.insert)
  const search = document.createElement('input')
  search.type = 'search'
  search.setAttribute('aria-label', say.search)
  search.placeholder = say.search
  const list = document.createElement('ul')
  const fill = () => {
    const query = search.value.trim().toLowerCase()
    list.replaceChildren()
    const found = [...allChoices().values()].filter((choice) => {
      const value = choice.value?.[locale] ?? ''
      return `${choice.label[interfaceLocale]} ${value}`.toLowerCase().includes(query)
    })
    for (const choice of found.slice(0, 200)) {
      const item = document.createElement('li')
      const button = document.createElement('button')
      button.type = 'button'
      const name = document.createElement('span')
      name.textContent = choice.label[interfaceLocale]
      const value = document.createElement('span')
      value.textContent = choice.value?.[locale] ?? say.filledIn
      button.append(name, value)
      button.addEventListener('click', () => insert(choice.name))
      item.append(button)
      list.append(item)
    }
    if (found.length === 0) {
      const item = document.createElement('li')
      item.textContent = say.none
      list.append(item)
    }
  }
  search.addEventListener('input', fill)
  // Enter takes the first match; the arrow keys go through the list.
  search.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      list.querySelector('button')?.click()
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      list.querySelector('button')?.focus()
    }
  })
  list.addEventListener('keydown', (event) => {
    const buttons = [...list.querySelectorAll('button')]
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    if (event.key === 'ArrowDown' && at < buttons.length - 1) buttons[at + 1]!.focus()
    else if (event.key === 'ArrowUp') (at > 0 ? buttons[at - 1]! : search).focus()
    else return
    event.preventDefault()
  })
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close()
    }
  })
  fill()
  box.append(search, list)
  host.append(box)
  search.focus()
  return box
}

/**
 * The language of the pane a field stands in, from the menu at the top of the pane, which ends in
 * the language's code ("Skriver på EN"): Decap tells a field its language, but not a field inside
 * a list or a group.
 */
function paneLocale(host: HTMLElement): Locale | undefined {
  const menu = /^[^\n]{0,40}?\s(NB|EN)/.exec(host.closest('.Pane1, .Pane2')?.textContent ?? '')
  return menu ? (menu[1]!.toLowerCase() as Locale) : undefined
}

/** Decap's control of a copy field, of one kind. */
function control(kind: Kind): unknown {
  const schema = isMarkdown(kind) ? markdownSchema : plainSchema
  return decap.createClass({
    componentDidMount(this: {
      props: ControlProps
      host: HTMLElement | null
      view?: EditorView
      emitted?: string
      live?: { view: EditorView; redraw: () => void }
      picker?: HTMLElement
    }) {
      addStyles()
      readEntryFacts(this.props)
      const host = this.host!
      const locale: Locale =
        paneLocale(host) ?? (this.props.locale === 'en' ? 'en' : this.props.locale === 'nb' ? 'nb' : interfaceLocale)
      const buttons = this.props.field.get('buttons') as { toJS?: () => string[] } | string[] | undefined
      const buttonList = Array.isArray(buttons) ? buttons : (buttons?.toJS?.() ?? [])
      const offers: Offers = {
        h2: buttonList.includes('heading-two'),
        h3: buttonList.includes('heading-three'),
        quote: buttonList.includes('quote'),
      }
      const value = typeof this.props.value === 'string' ? this.props.value : ''
      this.emitted = value
      const toolbar = document.createElement('div')
      toolbar.className = 'fl-copy-toolbar'
      const editable = document.createElement('div')
      host.append(toolbar, editable)
      const nodeViews = () => ({ placeholder: placeholderView(locale) })
      const view = new EditorView(editable, {
        state: EditorState.create({ doc: documentOf(kind, value), plugins: plugins(kind, offers) }),
        nodeViews: nodeViews(),
        attributes: {
          id: this.props.forID,
          role: 'textbox',
          'aria-multiline': kind === 'copy' ? 'false' : 'true',
          'data-copy-field': kind,
        },
        dispatchTransaction: (transaction: Transaction) => {
          view.updateState(view.state.apply(transaction))
          if (transaction.docChanged) {
            const text = textOf(kind, view.state.doc)
            this.emitted = text
            this.props.onChange(text)
          }
        },
        handleDOMEvents: {
          focus: () => {
            this.props.setActiveStyle()
            return false
          },
          blur: () => {
            this.props.setInactiveStyle()
            return false
          },
        },
      })
      this.view = view
      // The field's name: Decap's label names the field by `for`, which a text box that is not an
      // input cannot take, so the box names the label instead.
      const label = document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(this.props.forID)}"]`)
      if (label) {
        label.id ||= `${this.props.forID}-label`
        view.dom.setAttribute('aria-labelledby', label.id)
        label.addEventListener('click', () => view.focus())
      }
      const run = (command: Command) => () => {
        command(view.state, view.dispatch, view)
        view.focus()
      }
      const closePicker = () => {
        this.picker?.remove()
        this.picker = undefined
        view.focus()
      }
      const insert = (name: string) => {
        const node = schema.nodes.placeholder!.create({ name })
        view.dispatch(view.state.tr.replaceSelectionWith(node, true).scrollIntoView())
        closePicker()
      }
      const insertButton = toolButton(say.insert, () => {
        if (this.picker) closePicker()
        else this.picker = factPicker(host, locale, insert, closePicker)
      })
      insertButton.setAttribute('aria-haspopup', 'dialog')
      if (isMarkdown(kind)) {
        const marks = markdownSchema.marks
        toolbar.append(
          toolButton(say.bold, run(toggleMark(marks.strong!))),
          toolButton(say.italic, run(toggleMark(marks.em!))),
          toolButton(say.link, run(addLink())),
        )
      }
      if (kind === 'copy-markdown') {
        const nodes = markdownSchema.nodes
        toolbar.append(
          toolButton(say.bulletList, run(toggleList(nodes.bullet_list!))),
          toolButton(say.orderedList, run(toggleList(nodes.ordered_list!))),
          ...(offers.h2 ? [toolButton(say.heading, run(setBlockType(nodes.heading!, { level: 2 })))] : []),
          ...(offers.h3 ? [toolButton(say.subheading, run(setBlockType(nodes.heading!, { level: 3 })))] : []),
          ...(offers.quote ? [toolButton(say.quote, run(wrapIn(nodes.blockquote!)))] : []),
        )
      }
      toolbar.append(insertButton)
      this.live = { view, redraw: () => view.setProps({ nodeViews: nodeViews() }) }
      liveViews.add(this.live)
    },
    // Decap redraws a field when its own value changes; this one also follows the rest of the
    // entry, whose figures its placeholders may show.
    shouldComponentUpdate(this: { props: ControlProps }, next: ControlProps) {
      return (
        next.value !== this.props.value ||
        next.entry !== this.props.entry ||
        next.classNameWrapper !== this.props.classNameWrapper ||
        next.hasActiveStyle !== this.props.hasActiveStyle
      )
    },
    componentDidUpdate(this: { props: ControlProps; view?: EditorView; emitted?: string }) {
      readEntryFacts(this.props)
      // A value set from outside the field (filled in from the other language, an entry loaded):
      // the document is made anew from it.
      const value = typeof this.props.value === 'string' ? this.props.value : ''
      if (!this.view || value === this.emitted) return
      this.emitted = value
      this.view.updateState(EditorState.create({ doc: documentOf(kind, value), plugins: this.view.state.plugins }))
    },
    componentWillUnmount(this: { view?: EditorView; live?: { view: EditorView; redraw: () => void } }) {
      if (this.live) liveViews.delete(this.live)
      this.view?.destroy()
    },
    render(this: { props: ControlProps; host: HTMLElement | null }) {
      return decap.h('div', {
        className: `${this.props.classNameWrapper} fl-copy`,
        'data-copy-kind': kind,
        ref: (element: HTMLElement | null) => {
          this.host = element
        },
      })
    },
  })
}

/** What Decap's own preview of the fields shows for a copy field: its text with each placeholder's value. */
function previewOf(kind: Kind): unknown {
  return (props: { value?: unknown }) => {
    const value = typeof props.value === 'string' ? props.value : ''
    const text = value.replace(/\{([A-Za-z][\w.:-]*)\}/g, (_, name: string) => shown(name, interfaceLocale).text)
    return decap.h(kind === 'copy' ? 'span' : 'div', { style: { whiteSpace: 'pre-wrap' } }, text)
  }
}

/** Registers the three copy widgets with Decap. */
export function registerCopyWidgets(): void {
  for (const kind of ['copy', 'copy-text', 'copy-markdown', 'copy-line'] as const) {
    decap.CMS.registerWidget(kind, control(kind), previewOf(kind))
  }
}
