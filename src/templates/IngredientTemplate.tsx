import { RichText } from '@/components/rich-text/RichText'
import { getIngredient, toIngredientItem } from '@/data/catalogue/ingredients'
import { findProducts } from '@/data/catalogue/products'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { CmsImage } from '@/components/media/CmsImage'
import { PageBanner } from '@/components/shell/PageBanner'
import { FactList } from '@/components/ui/FactList'
import { TeaCards } from '@/components/teas/TeaCards'
import { dictionary } from '@/i18n'
import type { Template } from './types'
import { bySlug } from './by-slug'
import { TitledSection } from '@/components/ui/TitledSection'

/** The most teas an ingredient's page lists (a dozen ingredients, a handful of teas each). */
const MAX_TEAS = 24

/** An ingredient's page (routes.products.ingredient(slug)): picture, origin, description, and the teas it is in. */
export const ingredientTemplate: Template = bySlug(getIngredient, async (doc, { variant }) => {
  const ingredient = toIngredientItem(doc)
  const { items } = await findProducts({ ingredient: ingredient.slug }, variant, { page: 1, size: MAX_TEAS })
  const dict = dictionary(variant.locale)
  const t = dict.teas
  return {
    metadata: seoMetadata(doc.seo, { path: ingredient.url, fallbackTitle: ingredient.name }),
    title: ingredient.name,
    banner: <PageBanner title={ingredient.name} intro={ingredient.summary} />,
    body: (
      <div className="page-section">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
          {doc.image && typeof doc.image === 'object' ? (
            <CmsImage media={doc.image} sizes="(min-width: 1024px) 40vw, 100vw" className="h-auto w-full rounded-sm" />
          ) : null}
          <div>
            <FactList facts={[[t.origin, ingredient.origin]]} />
            {doc.description ? <RichText data={doc.description} className="mt-6" /> : null}
          </div>
        </div>
        <TitledSection id="ingredient-teas" title={t.withIngredient(ingredient.name)} className="mt-14" headingClassName="mb-6 font-serif text-3xl leading-tight text-brand-900">
          {items.length ? <TeaCards items={items} favourite={dict.catalogue.favourite} /> : <p className="text-lg">{t.noProducts}</p>}
        </TitledSection>
      </div>
    ),
  }
})
