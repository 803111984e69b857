/** The class of editor-written rich text's container: its typography is in ./rich-text.css. */
export const richTextClass = 'rich-text'
