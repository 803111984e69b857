import { cloneElement, isValidElement } from 'react'
import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

/**
 * Lexical's default list-item converter writes `value="n"` on every <li>, which HTML allows only
 * inside an <ol>: items of bullet and check lists are rendered without it.
 */
export const richTextConverters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const convert = defaultConverters.listitem
    const item = typeof convert === 'function' ? convert(args) : null
    const ordered = 'listType' in args.parent && args.parent.listType === 'number'
    return !ordered && isValidElement(item) ? cloneElement(item, { value: undefined } as object) : item
  },
})
