/**
 * Writing an edited entry into the file it came from while changing only what changed: the new
 * value is laid over the file's YAML document node by node, so keys keep their order, quoting and
 * block style, and comments stay where they were. A value that did not change keeps its node as it
 * is; a key the new value lacks goes; a new key goes after the ones the file has. So the diff of a
 * save is the marketer's change, and the preview of a draft reads the file the save would write.
 */
import matter from 'gray-matter'
import { Document, isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml'

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The node for `value`, reusing `node` (and what it holds) wherever the value is the same kind. */
function overlay(doc: Document, node: unknown, value: unknown): unknown {
  if (isRecord(value) && isMap(node)) {
    const keys = new Set(Object.keys(value))
    node.items = node.items.filter((pair) => keys.has(String(isScalar(pair.key) ? pair.key.value : pair.key)))
    for (const pair of node.items) {
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key)
      pair.value = overlay(doc, pair.value, value[key]) as Node
      keys.delete(key)
    }
    for (const key of keys) node.add(doc.createPair(key, value[key]))
    return node
  }
  if (Array.isArray(value) && isSeq(node)) {
    node.items = value.map((item, i) => overlay(doc, node.items[i], item) as Node)
    return node
  }
  if (isScalar(node) && (value === null || ['string', 'number', 'boolean'].includes(typeof value))) {
    if (node.value !== value) node.value = value
    return node
  }
  return doc.createNode(value)
}

/** `next` written over the YAML text `existing` (a new document when there is none). */
export function editYaml(existing: string | undefined, next: unknown): string {
  if (existing === undefined || existing.trim() === '') return new Document(next).toString({ lineWidth: 0 })
  const doc: Document = parseDocument(existing)
  doc.contents = overlay(doc, doc.contents, next) as Node
  return doc.toString({ lineWidth: 0 })
}

/** The YAML text `existing` with its block of one language (`nb:`) replaced by `block`. */
export function editLanguageBlock(existing: string | undefined, language: string, block: unknown): string {
  const current = existing === undefined ? {} : (parseDocument(existing).toJS() as unknown)
  return editYaml(existing, { ...(isRecord(current) ? current : {}), [language]: block })
}

/**
 * A Markdown file with front matter: `data` written over the front matter the file has (kept in
 * its order, with its quoting), and `body` after it.
 */
export function editFrontMatter(existing: string | undefined, data: Record<string, unknown>, body: string): string {
  // With options, gray-matter reads the text afresh: from its cache (a text it read before, as the
  // site's loader does every post) it gives the data without the front matter's own text.
  const front = existing === undefined ? undefined : matter(existing, {}).matter
  const yaml = editYaml(front, data).trimEnd()
  return `---\n${yaml}\n---\n\n${body.trim()}\n`
}

/**
 * An entry as the editor holds it, without what its form leaves behind when a field is left
 * empty: empty texts, nulls and empty lists of optional fields, which the file leaves out.
 */
export function withoutEmpty(value: unknown): Plain | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string') return value === '' ? undefined : value
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value)) {
    const items = value.map(withoutEmpty).filter((item): item is Plain => item !== undefined)
    return items.length === 0 ? undefined : items
  }
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, withoutEmpty(item)] as const)
      .filter((entry): entry is readonly [string, Plain] => entry[1] !== undefined)
    return entries.length === 0 ? undefined : Object.fromEntries(entries)
  }
  return String(value)
}
