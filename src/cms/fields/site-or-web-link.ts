/** A link an editor types where one is required: a site path starting with / (not //) or a full http(s) URL. */
export const siteOrWebLinkError = (value: unknown): string | null =>
  typeof value === 'string' && /^(\/(?!\/)|https?:\/\/)\S*$/.test(value) ? null : 'Use a site path starting with / or a full http(s) URL'

/** Whether such a link leaves the site (rendered in a new tab, said so to screen readers). */
export const isExternalLink = (link: string) => /^https?:\/\//.test(link)
