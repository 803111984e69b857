import type { Template, TemplatePage } from './types'

type TemplateArgs = Parameters<Template>[0]

/**
 * The template of a page type whose document the address names by its `:slug`: an address without
 * one, or a slug with no document the visitor's country sees, is a 404; `page` draws the document.
 */
export function bySlug<D>(
  read: (slug: string, variant: TemplateArgs['variant']) => Promise<D | null>,
  page: (doc: D, args: TemplateArgs) => TemplatePage | Promise<TemplatePage>,
): Template {
  return async (args) => {
    const doc = args.params.slug ? await read(args.params.slug, args.variant) : null
    return doc ? page(doc, args) : null
  }
}
