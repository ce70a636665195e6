/**
 * The editor's preview pane as the page: a Decap preview template for every collection and file
 * (their names are in the page's `<meta name="preview-templates">`) that sends the entry being
 * edited to the editing server (`POST /admin/preview`, ./preview-server.ts) a moment after the
 * marketer stops typing, and shows the page the site renders from it, in the language of the pane.
 * Where the draft breaks a rule of the content, the loader's message stands above the last page.
 *
 * Loaded by the editor's page after Decap's bundle, whose React it uses (`h`, `createClass`): the
 * template is a component of Decap's tree. The page itself is shown in a frame of its own, served
 * by the editing server without scripts, so it looks as the site does and runs nothing.
 */
type Immutable = {
  get(key: string): unknown
  toJS(): unknown
}
type TemplateProps = { entry: Immutable; collection: Immutable }
type Element = unknown
type Component = {
  props: TemplateProps
  state: State
  setState(state: Partial<State>): void
  timer?: ReturnType<typeof setTimeout>
  controller?: AbortController
  frame?: HTMLIFrameElement | null
  scroll?: number
  /** The draft last sent, as sent. */
  sent?: string
}
type State = { url?: string; error?: string; busy: boolean }
type Answer = { ok: true; page: string; url: string } | { ok: false; error?: string; superseded?: true }

declare global {
  interface Window {
    CMS: { registerPreviewTemplate(name: string, component: unknown): void }
    h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => Element
    createClass: (spec: Record<string, unknown>) => unknown
  }
}

const language = document.documentElement.lang === 'en' ? 'en' : 'nb'
const words = {
  nb: {
    updating: 'Oppdaterer forhåndsvisningen …',
    failed: 'Forhåndsvisningen kunne ikke lages:',
    frame: 'Forhåndsvisning av siden',
    showing: 'Viser',
  },
  en: {
    updating: 'Updating the preview …',
    failed: 'The preview could not be made:',
    frame: 'Preview of the page',
    showing: 'Showing',
  },
}[language]

/** How long the pane waits after the last keystroke before it asks for the page. */
const settleMs = 400

function meta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? ''
}

/** The language of the pane: Decap shows another language by giving the entry that language's data. */
function paneLocale(entry: Immutable, defaultLocale: string): string {
  const i18n = entry.get('i18n') as { entrySeq?: () => { toArray(): [string, Immutable][] } } | undefined
  const data = entry.get('data')
  for (const [locale, value] of i18n?.entrySeq?.().toArray() ?? []) {
    if (value.get('data') === data) return locale
  }
  return defaultLocale
}

/** A file read as base64, without the `data:...;base64,` before it. */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'))
    reader.readAsDataURL(file)
  })
}

/**
 * The images uploaded with the entry and not saved yet (Decap keeps them with the entry until it is
 * saved): the page is made with them in place, as the save will write them.
 */
async function uploadsOf(entry: Immutable): Promise<{ path: string; content: string }[]> {
  const files = (entry.get('mediaFiles') as Immutable | undefined)?.toJS()
  if (!Array.isArray(files)) return []
  // Decap lists the media folder's saved files with the entry too (a new entry's, all of them); the
  // ones uploaded and not saved are marked as drafts, which is what a save writes.
  const drafts = files.filter(
    (file): file is { path: string; file: Blob } =>
      typeof file === 'object' &&
      file !== null &&
      file.draft === true &&
      typeof file.path === 'string' &&
      file.file instanceof Blob,
  )
  return Promise.all(drafts.map(async (file) => ({ path: file.path, content: await base64Of(file.file) })))
}

function draftOf(props: TemplateProps, defaultLocale: string): Record<string, unknown> {
  const path = props.entry.get('path')
  const folder = props.collection.get('folder')
  return {
    ...(typeof path === 'string' && path !== '' ? { path } : {}),
    ...(typeof folder === 'string' ? { folder } : {}),
    locale: paneLocale(props.entry, defaultLocale),
    i18n: Boolean(props.collection.get('i18n')),
    data: (props.entry.get('data') as Immutable | undefined)?.toJS() ?? {},
    interface: language,
  }
}

function template(defaultLocale: string): unknown {
  const { h } = window
  return window.createClass({
    getInitialState(): State {
      return { busy: true }
    },
    componentDidMount(this: Component & { schedule(): void }) {
      this.schedule()
    },
    componentDidUpdate(this: Component & { schedule(): void }, previous: TemplateProps) {
      if (previous.entry !== this.props.entry) this.schedule()
    },
    componentWillUnmount(this: Component) {
      clearTimeout(this.timer)
      this.controller?.abort()
    },
    schedule(this: Component & { refresh(): Promise<void> }) {
      clearTimeout(this.timer)
      this.timer = setTimeout(() => void this.refresh(), settleMs)
    },
    async refresh(this: Component) {
      // The entry changes identity without changing (a widget reporting its value again): the
      // page shown is already this draft's.
      const assets = await uploadsOf(this.props.entry).catch(() => [])
      const body = JSON.stringify({ ...draftOf(this.props, defaultLocale), assets })
      if (body === this.sent && this.state.url && !this.state.error) return
      this.sent = body
      this.controller?.abort()
      const controller = new AbortController()
      this.controller = controller
      this.setState({ busy: true })
      try {
        const response = await fetch('/admin/preview', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: controller.signal,
        })
        const answer = (await response.json()) as Answer
        if (!answer.ok && answer.superseded) return
        if (answer.ok) {
          this.scroll = this.frame?.contentWindow?.scrollY ?? 0
          this.setState({ url: answer.page, error: undefined, busy: false })
        } else {
          this.setState({ error: answer.error ?? String(response.status), busy: false })
        }
      } catch (error) {
        if ((error as Error).name !== 'AbortError') this.setState({ error: String(error), busy: false })
      }
    },
    render(this: Component) {
      const { url, error, busy } = this.state
      const bar = error
        ? h(
            'div',
            { role: 'alert', 'data-preview-error': '', style: styles.error },
            h('strong', null, words.failed),
            ' ',
            error,
          )
        : busy
          ? h('div', { role: 'status', style: styles.status }, words.updating)
          : null
      const frame = url
        ? h('iframe', {
            key: 'page',
            title: words.frame,
            src: url,
            sandbox: 'allow-same-origin',
            'data-preview-page': '',
            ref: (element: HTMLIFrameElement | null) => (this.frame = element),
            onLoad: () => this.frame?.contentWindow?.scrollTo(0, this.scroll ?? 0),
            style: styles.frame,
          })
        : null
      return h('div', { style: styles.root }, bar, frame)
    },
  })
}

const styles = {
  root: { position: 'fixed', inset: '0', display: 'flex', flexDirection: 'column', background: '#fff' },
  frame: { flex: '1', width: '100%', border: '0' },
  status: { font: '14px system-ui, sans-serif', padding: '6px 12px', background: '#eef2f7', color: '#1f2933' },
  error: {
    font: '14px/1.5 system-ui, sans-serif',
    padding: '10px 12px',
    background: '#fdecea',
    color: '#7a1c14',
    whiteSpace: 'pre-wrap',
    maxHeight: '40%',
    overflow: 'auto',
  },
}

const defaultLocale = meta('preview-default-locale') || 'nb'
const Template = template(defaultLocale)
for (const name of meta('preview-templates').split(',').filter(Boolean)) {
  window.CMS.registerPreviewTemplate(name, Template)
}

export {}
