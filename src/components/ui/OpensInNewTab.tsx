'use client'

import { useDictionary } from '@/i18n/client'

/** Read after an external link's text by screen readers, in the page's language. */
export function OpensInNewTab() {
  return <span className="sr-only">{useDictionary().shell.opensInNewTab}</span>
}
