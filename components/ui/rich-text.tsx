import type { ReactNode } from 'react'
import {
  plainText,
  type Block,
  type Inline,
  type LinkInline,
  type RichText as RichTextValue,
} from '../../content/rich-text'
import { useLocale } from '../../renderer/locale'
import { cn } from './cn'
import { hrefFor } from './link'

function RichLink({ link }: { link: LinkInline }) {
  const locale = useLocale()
  if ('to' in link) {
    return (
      <a
        href={hrefFor(link.to, locale, link.params, link.hash)}
        title={link.title}
        className="text-primary underline underline-offset-4 hover:no-underline"
      >
        {link.text}
      </a>
    )
  }
  return (
    <a
      href={link.href}
      title={link.title}
      className="text-primary underline underline-offset-4 hover:no-underline"
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.text}
    </a>
  )
}

function InlineNode({ node }: { node: Inline }): ReactNode {
  if (typeof node === 'string') return node
  switch (node.type) {
    case 'link':
      return <RichLink link={node} />
    case 'strong':
      return <strong className="font-semibold text-fg">{node.text}</strong>
    case 'em':
      return <em>{node.text}</em>
    case 'quote':
      return <q>{node.text}</q>
    case 'lineBreak':
      return <br />
  }
}

function Inlines({ content }: { content: Inline[] }) {
  return content.map((node, i) => <InlineNode key={i} node={node} />)
}

/**
 * A drop cap spans two lines, so it only suits a paragraph that runs well past them: one of at
 * least this many characters (three full lines or more in the widest column it is set in). On a
 * shorter paragraph the letter would hang beside a stub of text, so the paragraph is set plain.
 */
const dropCapMinChars = 240

function BlockNode({ node }: { node: Block }) {
  if (typeof node === 'string') return <p>{node}</p>
  switch (node.type) {
    case 'paragraph':
      return (
        <p
          className={cn(
            node.dropCap &&
              plainText([node]).length >= dropCapMinChars &&
              'first-letter:float-left first-letter:mr-2 first-letter:text-5xl first-letter:leading-none first-letter:font-bold first-letter:text-primary',
          )}
        >
          <Inlines content={node.content} />
        </p>
      )
    case 'heading':
      return node.level === 2 ? (
        <h2 id={node.id} className="text-h2 text-fg">
          {node.text}
        </h2>
      ) : (
        <h3 id={node.id} className="text-h3 text-fg">
          {node.text}
        </h3>
      )
    case 'unorderedList':
      return (
        <ul className="list-disc space-y-1 pl-6">
          {node.items.map((item, i) => (
            <li key={i}>
              <Inlines content={item} />
            </li>
          ))}
        </ul>
      )
    case 'orderedList':
      return (
        <ol className="list-decimal space-y-1 pl-6">
          {node.items.map((item, i) => (
            <li key={i}>
              <Inlines content={item} />
            </li>
          ))}
        </ol>
      )
    case 'blockquote':
      return (
        <blockquote className="border-l-4 border-primary pl-4 text-fg italic">
          <p>{node.text}</p>
          {node.cite ? <footer className="mt-1 text-sm text-fg-muted not-italic">{node.cite}</footer> : null}
        </blockquote>
      )
    case 'link':
      return (
        <p>
          <RichLink link={node} />
        </p>
      )
  }
}

type RichTextProps = { value: RichTextValue; className?: string }

/** Renders structured copy: the one place content records become markup. */
function RichText({ value, className }: RichTextProps) {
  return (
    <div data-slot="rich-text" className={cn('space-y-4', className)}>
      {typeof value === 'string' ? <p>{value}</p> : value.map((block, i) => <BlockNode key={i} node={block} />)}
    </div>
  )
}

export { RichText, dropCapMinChars }
