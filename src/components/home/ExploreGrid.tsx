import type { Locale } from '@/config/variant'
import type { Home } from '@/payload-types'
import { Card } from '@/components/cards/Card'
import { eyebrowClass } from '@/components/ui/eyebrow'
import { dictionary } from '@/i18n'
import { brandName } from '@/site.config'

type ExploreItem = NonNullable<Home['explore_items']>[number]

/** "Explore": picture cards into the main sections of the site. */
export function ExploreGrid({ items, locale }: { items: ExploreItem[]; locale: Locale }) {
  if (!items.length) return null
  const t = dictionary(locale).blocks
  return (
    <section aria-labelledby="explore-title" className="bg-[#f7f3ea] py-16 lg:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <p className={eyebrowClass}>{t.exploreEyebrow}</p>
        <h2 id="explore-title" className="mt-2 font-serif text-3xl text-brand-900 lg:text-4xl">
          {t.exploreTitle(brandName)}
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-3 lg:gap-6">
          {items.map((item, i) => (
            <li key={item.id ?? i}>
              <Card image={item.image} title={item.title} link={item.link} sizes="(min-width: 992px) 370px, 50vw" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
