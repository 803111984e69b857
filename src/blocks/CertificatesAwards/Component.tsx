import type { CertificatesAwardsBlock as CertificatesAwardsData, Media } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { mediaSrc } from '@/lib/media/media-url'
import { uiText } from '@/components/ui/ui-text'
import { fileKind, fileSize } from '@/lib/media/file-facts'
import { ListSwitch } from './ListSwitch'

type Item = NonNullable<CertificatesAwardsData['certificates']>[number]

/**
 * Quality certifications and awards: a header and description, then two buttons (a tab list) that
 * switch between the certificates and the awards. The fragment `#awards` opens the awards
 * (routes.family.awards redirects there). Items and pictures are rendered here, on the server.
 */
export function CertificatesAwardsBlock({ locale = 'en', ...block }: CertificatesAwardsData & { locale?: Locale }) {
  const t = uiText(locale)
  const lists = [
    { key: 'certificates', label: block.certificate_btn_text, items: block.certificates ?? [] },
    { key: 'awards', label: block.award_btn_text, items: block.awards ?? [] },
  ]
  return (
    <section className="page-section">
      <div className="mx-auto mb-10 max-w-3xl text-center">
        {block.header ? <h2 className="font-serif text-3xl text-brand-900 lg:text-4xl">{block.header}</h2> : null}
        {block.description ? <p className="mt-4 text-lg text-ink/85">{block.description}</p> : null}
      </div>
      <ListSwitch
        label={t.listChoice}
        lists={lists.map((list) => ({
          key: list.key,
          label: list.label,
          panel: (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              {list.items.map((item, i) => (
                <li key={item.id ?? i}>
                  <ItemCard item={item} locale={locale} />
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </section>
  )
}

function ItemCard({ item, locale }: { item: Item; locale: Locale }) {
  const t = uiText(locale)
  const file = typeof item.file === 'object' && item.file?.url ? (item.file as Media) : null
  const details = file ? [fileKind(file.mimeType, file.filename), fileSize(file.filesize, locale)].filter(Boolean) : []
  return (
    <article className="flex h-full flex-col rounded-sm bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <div className="relative aspect-square overflow-hidden rounded-sm bg-brand-50">
        <CmsImage media={item.image} fill sizes="(min-width: 992px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-contain p-4" />
      </div>
      <h3 className="mt-4 font-serif text-xl text-brand-900">{item.sub_heading}</h3>
      {item.description ? <p className="mt-2 flex-1 text-ink/85">{item.description}</p> : null}
      {file ? (
        <a
          href={mediaSrc(file.url!)}
          download={file.filename ?? true}
          className="mt-4 inline-flex items-center gap-2 self-start border-b border-brand-800 pb-1 font-medium text-brand-800 hover:text-brand-900"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>
            {t.download(item.sub_heading)}
            {details.length ? <span className="text-ink/75"> ({details.join(', ')})</span> : null}
          </span>
        </a>
      ) : null}
    </article>
  )
}
