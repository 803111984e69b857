import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'
import { richTextConverters } from './converters'

/** The container's class: the typography of editor-written text is in ./rich-text.css. */
const RICH_TEXT_CLASS = 'rich-text'

/**
 * Rich text from the CMS, always through the site's converters (./converters.ts) and in the site's typography:
 * React escapes the text and no raw HTML is rendered; links that would run script lose their href.
 * `className` adds layout (margins, width) to the container.
 */
export function RichText({ className, ...props }: ComponentProps<typeof LexicalRichText>) {
  return <LexicalRichText converters={richTextConverters} className={className ? `${className} ${RICH_TEXT_CLASS}` : RICH_TEXT_CLASS} {...props} />
}
