/**
 * Typography for editor-written rich text. Tailwind's preflight resets lists and headings,
 * and the project has no typography plugin, so the few elements Lexical produces are styled here.
 */
export const richTextClass = [
  'space-y-4 text-[1.0625rem] leading-relaxed text-ink/85',
  '[&_h2]:mt-8 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:text-brand-900',
  '[&_h3]:mt-6 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:text-brand-900',
  '[&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5',
  '[&_li]:pl-1 [&_li::marker]:text-[#7d5d12] [&_strong]:font-semibold [&_strong]:text-brand-900',
  '[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-900',
].join(' ')
