import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'
import { richTextConverters } from '@/blocks/Content/rich-text-converters'

/**
 * Rich text from the CMS, always through the site's converters (src/blocks/Content/rich-text-converters.ts):
 * React escapes the text and no raw HTML is rendered; links that would run script lose their href.
 */
export function RichText(props: ComponentProps<typeof LexicalRichText>) {
  return <LexicalRichText converters={richTextConverters} {...props} />
}
