import type { DownloadsBlock as DownloadsData, Media } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { dictionary } from '@/i18n'
import { fileKind, fileSize } from '@/lib/media/file-facts'

/** Files to download, each with its title, a line about it, and its kind and size on the link. */
export function DownloadsBlock({ title, files, locale = 'en' }: DownloadsData & { locale?: Locale }) {
  const rows = (files ?? []).flatMap((row) => (typeof row.file === 'object' && row.file?.url ? [{ ...row, file: row.file as Media }] : []))
  if (!rows.length) return null
  const t = dictionary(locale).purpose
  const Heading = title ? 'h3' : 'h2'
  return (
    <section className="page-section">
      {title ? <h2 className="mb-8 font-serif text-3xl text-brand-900">{title}</h2> : null}
      <ul className="grid gap-6 md:grid-cols-2">
        {rows.map((row, i) => {
          const facts = [fileKind(row.file.mimeType, row.file.filename), fileSize(row.file.filesize, locale)].filter(Boolean).join(', ')
          return (
            <li key={row.id ?? i} className="flex gap-5 rounded-sm border border-brand-100 bg-brand-50 p-6">
              <DocumentIcon />
              <div className="min-w-0 flex-1">
                <Heading className="font-serif text-xl text-brand-900">{row.title}</Heading>
                {row.description ? <p className="mt-2 text-ink/80">{row.description}</p> : null}
                <a
                  href={row.file.url!}
                  download={row.file.filename ?? true}
                  className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-sm bg-brand-800 px-4 py-2 font-medium text-white transition hover:bg-brand-900"
                >
                  {t.download}
                  <span className="sr-only"> {row.title}</span>
                  {facts ? <span className="text-sm text-white/85">({facts})</span> : null}
                </a>
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function DocumentIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 shrink-0 text-brand-700" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M12 11v6m0 0-2.5-2.5M12 17l2.5-2.5" />
    </svg>
  )
}
