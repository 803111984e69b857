import { DEFAULT_VARIANT } from '@/config/variant'
import { getProductPage } from '@/data/catalogue/product-page'
import { listEstates } from '@/data/estates'
import { getPublicSettings } from '@/data/settings'
import { CmsImage } from '@/components/media/CmsImage'
import { SmartLink } from '@/components/ui/SmartLink'
import { eyebrowClass } from '@/components/ui/eyebrow'
import { dictionary } from '@/i18n'
import { routes } from '@/routes'
import type { BlockProps } from '../block-props'

const button = 'inline-flex min-h-12 items-center justify-center rounded-sm px-6 py-3 text-base font-semibold transition'

/**
 * The home page's first screen: heading, a few words, the teas' and the shop's buttons and the proofs, beside the
 * featured tea's pack shot (the page's LCP picture, preloaded). On a phone the pack shot comes between the words and
 * the buttons, so the heading, the tea and both buttons fit the first screen.
 */
export async function OfferBlock({ id, eyebrow, title, intro, product: slug, primary_link, primary_label, shop_link, shop_label, proofs, variant = DEFAULT_VARIANT }: BlockProps<'offer'>) {
  const [featured, settings, estates] = await Promise.all([getProductPage(slug.trim(), variant), getPublicSettings(variant.locale), listEstates(variant)])
  const words = dictionary(variant.locale)
  const t = words.blocks
  const shop = shop_link?.trim() || settings.shopUrl || routes.online
  const external = /^https?:\/\//.test(shop)
  const facts = [
    settings.company.founded ? t.familySince(settings.company.founded) : null,
    estates.length ? t.ownEstates(estates.length) : null,
    ...(proofs ?? []).map((proof) => proof.text),
  ].filter((fact): fact is string => Boolean(fact))
  const headingId = `offer-${id ?? 'first'}`
  const packShot = featured?.pictures[0]
  return (
    <section aria-labelledby={headingId} className="bg-brand-50">
      <div className="mx-auto grid max-w-6xl gap-x-12 gap-y-5 px-4 py-6 lg:min-h-[calc(100svh-7rem)] lg:grid-cols-[1fr_minmax(0,30rem)] lg:grid-rows-[1fr_auto_auto_auto_1fr] lg:py-10">
        <div className="lg:col-start-1 lg:row-start-2">
          {eyebrow ? <p className={eyebrowClass}>{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-2 font-serif text-3xl leading-tight text-brand-900 sm:text-4xl lg:text-5xl">
            {title}
          </h2>
          {intro ? <p className="mt-3 max-w-xl text-ink/85 lg:mt-5 lg:text-lg">{intro}</p> : null}
        </div>
        {featured && packShot ? (
          <div className="lg:col-start-2 lg:row-span-5 lg:row-start-1 lg:self-center">
            <SmartLink href={featured.product.url} className="group block">
              <span className="relative block h-56 overflow-hidden rounded-sm bg-white sm:h-72 lg:h-[min(30rem,calc(100svh-13rem))]">
                <CmsImage media={packShot} fill lcp sizes="(min-width: 1152px) 480px, (min-width: 1024px) 40vw, 100vw" className="object-contain p-3 transition duration-500 group-hover:scale-105" />
              </span>
              <span className="mt-2 block text-sm text-ink/80">
                {t.featuredTea}: <span className="font-semibold text-brand-900 underline-offset-4 group-hover:underline">{featured.product.name}</span>
              </span>
            </SmartLink>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3 lg:col-start-1 lg:row-start-3">
          <SmartLink href={primary_link} className={`${button} bg-brand-800 text-white hover:bg-brand-900`}>
            {primary_label}
          </SmartLink>
          {external ? (
            <a href={shop} target="_blank" rel="noopener" aria-label={`${shop_label}${words.shell.opensInNewTab}`} className={`${button} border border-brand-800 bg-white text-brand-900 hover:bg-brand-100`}>
              {shop_label}
            </a>
          ) : (
            <SmartLink href={shop} className={`${button} border border-brand-800 bg-white text-brand-900 hover:bg-brand-100`}>
              {shop_label}
            </SmartLink>
          )}
        </div>
        {facts.length ? (
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-brand-900 lg:col-start-1 lg:row-start-4">
            {facts.map((fact) => (
              <li key={fact} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-2 rotate-45 bg-gold-600" />
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
