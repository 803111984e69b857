import { RichText } from '@/components/rich-text/RichText'
import type { Recipe } from '@/payload-types'
import type { Locale } from '@/config/variant'
import { CmsImage } from '@/components/media/CmsImage'
import { dictionary } from '@/i18n'
import { FactList, type Fact } from '@/components/ui/FactList'
import { TitledSection } from '@/components/ui/TitledSection'


/** The body of a recipe's page: its picture, serves and time, ingredients, numbered method and tips. */
export function RecipeDetail({ recipe, locale }: { recipe: Recipe; locale: Locale }) {
  const t = dictionary(locale).catalogue
  const facts: Fact[] = [
    // Only an elixir recipe says what it is made with; "a recipe" would tell the visitor nothing.
    [t.madeWith, recipe.kind === 'elixir' ? t.elixirRange : null],
    [t.serves, typeof recipe.serves === 'number' ? t.servesCount(recipe.serves) : null],
    [t.time, typeof recipe.prep_minutes === 'number' ? t.minutes(recipe.prep_minutes) : null],
  ]
  return (
    <div className="page-section">
      <div className="grid items-start gap-10 md:grid-cols-2 lg:gap-16">
        <div className="relative aspect-[3/2] w-full overflow-hidden rounded-sm bg-brand-100">
          <CmsImage media={recipe.image} fill lcp sizes="(min-width: 768px) 50vw, 100vw" className="object-cover" />
        </div>
        <div>
          <FactList facts={facts} columns={3} />
          <TitledSection id="recipe-ingredients" title={t.ingredients} className="mt-10">
            <ul className="mt-4 space-y-2 text-[1.0625rem]">
              {(recipe.ingredients ?? []).map((row, i) => (
                <li key={row.id ?? i} className="flex gap-3 border-b border-brand-100 pb-2">
                  {row.amount ? <span className="min-w-24 font-semibold text-brand-900">{row.amount}</span> : null}
                  <span>{row.item}</span>
                </li>
              ))}
            </ul>
          </TitledSection>
        </div>
      </div>
      <TitledSection id="recipe-method" title={t.method} className="mt-14 max-w-3xl">
        <ol className="mt-6 space-y-6">
          {(recipe.method ?? []).map((row, i) => (
            <li key={row.id ?? i} className="flex gap-4">
              <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-800 font-semibold text-white">
                {i + 1}
              </span>
              <p className="pt-2 text-[1.0625rem] leading-relaxed text-ink/85">{row.step}</p>
            </li>
          ))}
        </ol>
      </TitledSection>
      {recipe.tips ? (
        <TitledSection id="recipe-tips" title={t.tips} className="mt-14 max-w-3xl rounded-sm bg-brand-50 p-6">
          <RichText data={recipe.tips} className="mt-4" />
        </TitledSection>
      ) : null}
    </div>
  )
}
