/** The attribute value of the first `<meta property|name=…>` with that key in a page's HTML. */
export function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]
}

/**
 * The address a page shares as its og:image for an upload whose file name starts with `filename`: the file
 * itself, or its 1280-px JPEG size when the picture is wider than a share card (src/lib/seo/page-metadata.ts).
 */
export function sharedUpload(filename = ''): RegExp {
  const name = filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`/(api/media/file|img)/${name}`)
}
