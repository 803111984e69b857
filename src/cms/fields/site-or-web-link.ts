/** A link an editor types where one is required: a site path starting with / (not //) or a full http(s) URL. */
export const siteOrWebLinkError = (value: unknown): string | null =>
  typeof value === 'string' && /^(\/(?!\/)|https?:\/\/)\S*$/.test(value) ? null : 'Use a site path starting with / or a full http(s) URL'
