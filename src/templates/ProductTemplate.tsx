import { tapTargetClass } from '@/components/ui/tap-target'
import { RichText } from '@/components/rich-text/RichText'
import { findRelatedProducts, getProductPage } from '@/data/catalogue/product-page'
import { inlineJson, productJsonLd } from '@/lib/catalogue/product-json-ld'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { routes } from '@/routes'
import { siteConfig } from '@/site.config'
import { BuyButtons, StockCodes } from '@/components/catalogue/BuyButtons'
import { ProductHero } from '@/components/catalogue/ProductHero'
import { ItemCard } from '@/components/catalogue/ItemCard'
import { FactSection } from '@/components/teas/FactSection'
import { TeaCards } from '@/components/teas/TeaCards'
import { BrewingGuide, TastingNotes } from '@/components/teas/TeaNotes'
import { SmartLink } from '@/components/ui/SmartLink'
import { dictionary } from '@/i18n'
import type { Template } from './types'
import { bySlug } from './by-slug'
import { TitledSection, sectionHeadingClass } from '@/components/ui/TitledSection'
import { LinkChips } from '@/components/ui/LinkChips'

const packsHeading = 'font-serif text-2xl leading-tight text-brand-900'
const link = `${tapTargetClass} text-brand-800 underline underline-offset-4 hover:text-brand-900`
const absolute = (path: string) => new URL(path, siteConfig.SITE_URL).href

/**
 * A tea's page, at routes.products.productDetails(slug) and at the format route
 * (routes.products.teaFormatDetails(slug)); both name the first as canonical. Its name, pack shot and
 * sizes with "Buy now" for the visitor's country first (ProductHero), then facts and description, tasting
 * notes, the brewing guide, ingredients, recipes with it, teas like it, and its schema.org Product.
 */
export const productTemplate: Template = bySlug(getProductPage, async (page, { variant }) => {
  const { product, pictures, packs, recipes } = page
  const related = await findRelatedProducts(product, variant)
  const dict = dictionary(variant.locale)
  const t = dict.teas
  const canonical = routes.products.productDetails(product.slug)
  const jsonLd = productJsonLd({
    name: product.name,
    description: product.summary,
    url: absolute(canonical),
    images: product.images.map((image) => absolute(image.url)),
    brand: siteConfig.BRAND_NAME,
    category: product.type?.title ?? null,
    packs: product.packs,
  })
  return {
    metadata: seoMetadata(product.seo, { path: canonical, fallbackTitle: product.name }),
    title: product.name,
    // The name, pack shot and sizes are the first screen (ProductHero), not a banner above them.
    banner: false,
    body: (
      <>
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(jsonLd) }} />
        <ProductHero
          name={product.name}
          summary={product.summary}
          pictures={pictures}
          locale={variant.locale}
          buy={
            packs.length ? (
              <TitledSection id="tea-packs" title={dict.catalogue.packs} headingClassName={packsHeading}>
                <div className="mt-3">
                  <BuyButtons packs={packs} country={variant.country} locale={variant.locale} sold={product.sold_here} />
                </div>
              </TitledSection>
            ) : null
          }
        />
        <div className="page-section">
          <FactSection
            id="tea-about"
            title={t.about}
            className="max-w-3xl"
            facts={[
              [t.range, product.range ? <SmartLink href={product.range.url} className={link}>{product.range.title}</SmartLink> : null],
              [t.type, product.type?.title],
              [t.format, product.format?.title],
              [t.origin, product.origin],
              [t.estate, product.estate ? <SmartLink href={product.estate.url} className={link}>{product.estate.title}</SmartLink> : null],
              [t.caffeine, t.caffeineLevels[product.caffeine]],
            ]}
          >
            {product.description ? <RichText data={product.description} className="mt-8" /> : null}
            <StockCodes packs={packs} locale={variant.locale} />
          </FactSection>

          <div className="mt-14 grid gap-10 lg:grid-cols-2">
            <TastingNotes notes={product.tasting_notes} locale={variant.locale} />
            {product.brewing ? <BrewingGuide brewing={product.brewing} locale={variant.locale} /> : null}
          </div>

          {product.ingredients.length ? (
            <TitledSection id="tea-ingredients" title={t.ingredients} className="mt-14">
              <LinkChips links={product.ingredients.map((ingredient) => ({ href: ingredient.url, title: ingredient.title }))} />
            </TitledSection>
          ) : null}

          {recipes.length ? (
            <TitledSection id="tea-recipes" title={t.recipes} className="mt-14">
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {recipes.map((recipe) => (
                  <li key={recipe.slug}>
                    <ItemCard item={{ url: recipe.url, name: recipe.title, summary: recipe.summary, image: recipe.image }} />
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}

          {related.length ? (
            <TitledSection id="tea-related" title={t.related} className="mt-14" headingClassName={`${sectionHeadingClass} mb-6`}>
              <TeaCards items={related} favourite={dict.catalogue.favourite} />
            </TitledSection>
          ) : null}
        </div>
      </>
    ),
  }
})
