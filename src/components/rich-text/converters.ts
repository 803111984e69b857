import { cloneElement, createElement, isValidElement } from 'react'
import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { safeHref } from '@/lib/routing/safe-url'

type LinkConverter = (args: { node: SerializedLinkNode | SerializedAutoLinkNode } & Record<string, unknown>) => React.ReactNode

/**
 * - Lexical's default list-item converter writes `value="n"` on every <li>, which HTML allows only
 *   inside an <ol>: items of bullet and check lists are rendered without it.
 * - A link whose address would run script (javascript:, data:, …) is rendered as its text alone
 *   (src/lib/routing/safe-url.ts); React would otherwise write its own throwing javascript: URL in its place.
 */
export const richTextConverters: JSXConvertersFunction = ({ defaultConverters }) => {
  const safeLink = (convert: unknown): LinkConverter =>
    function SafeLink(args) {
      const url = args.node.fields?.url
      if (args.node.fields?.linkType !== 'internal' && url && !safeHref(url)) {
        const nodesToJSX = args.nodesToJSX as (input: { nodes: unknown[] }) => React.ReactNode[]
        return createElement('span', null, ...nodesToJSX({ nodes: args.node.children }))
      }
      return typeof convert === 'function' ? (convert as LinkConverter)(args) : null
    }
  return {
    ...defaultConverters,
    listitem: (args) => {
      const convert = defaultConverters.listitem
      const item = typeof convert === 'function' ? convert(args) : null
      const ordered = 'listType' in args.parent && args.parent.listType === 'number'
      return !ordered && isValidElement(item) ? cloneElement(item, { value: undefined } as object) : item
    },
    link: safeLink(defaultConverters.link) as never,
    autolink: safeLink(defaultConverters.autolink) as never,
  }
}
