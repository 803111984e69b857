/** A control standing on its own (not a link inside a sentence) is at least 44 × 44 px, so a thumb finds it on a phone. */
export const tapTargetClass = 'inline-flex min-h-11 min-w-11 items-center'
