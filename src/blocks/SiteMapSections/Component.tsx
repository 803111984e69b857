import type { SiteMapSectionsBlock as SiteMapData } from '@/payload-types'
import { CmsImage } from '@/components/media/CmsImage'
import { SmartLink } from '@/components/ui/SmartLink'

/** The site map page: one titled list per section, each page a small picture and its linked title. */
export function SiteMapSectionsBlock({ sections }: SiteMapData) {
  if (!sections?.length) return null
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 lg:grid-cols-2 lg:py-16">
      {sections.map((section, i) => (
        <section key={section.id ?? i} aria-labelledby={`site-map-${i}`}>
          <h2 id={`site-map-${i}`} className="border-b border-brand-100 pb-3 font-serif text-2xl text-brand-900">
            {section.section_title}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {(section.section_items ?? []).map((item, j) => (
              <li key={item.id ?? j}>
                <SmartLink href={item.link} className="group flex items-center gap-3 rounded-sm p-1 hover:bg-brand-50">
                  <span className="relative size-14 shrink-0 overflow-hidden rounded-sm bg-brand-100">
                    <CmsImage media={item.image} alt="" fill sizes="56px" className="object-cover" />
                  </span>
                  <span className="text-brand-800 underline-offset-4 group-hover:underline">{item.title}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
