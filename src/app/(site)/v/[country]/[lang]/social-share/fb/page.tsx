import type { Metadata } from 'next'
import { cache } from 'react'
import { getHome } from '@/data/pages'
import { getSiteIndex } from '@/data/site-index'
import type { Locale, Variant } from '@/config/variant'
import { resolvePage } from '@/templates/resolvePage'
import { PageBanner } from '@/components/shell/PageBanner'
import { SmartLink } from '@/components/ui/SmartLink'
import { dictionary } from '@/i18n'
import { seoMetadata } from '@/lib/seo/page-metadata'
import { SHARE_TARGET_PARAM, shareTargetOf } from '@/lib/share/target'
import { variantFrom, type VariantParams } from '../../params'

// The target is in the query: one render per request, never a cached page per shared address.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<VariantParams>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The shared page's address (a known same-site path, else the home page) and its metadata. */
const load = cache(async (country: string, locale: Locale, raw: string | undefined) => {
  const variant: Variant = { country, locale }
  const index = await getSiteIndex()
  const target = shareTargetOf(raw, variant.country, index.keys, index.redirects)
  const page = target === '/' ? null : await resolvePage(decodeURIComponent(target), variant.country, variant.locale)
  const metadata: Metadata = page ? page.metadata : seoMetadata((await getHome(variant))?.seo, { path: '/' })
  return { target: page ? target : '/', title: page?.title ?? null, metadata }
})

async function read({ params, searchParams }: Props) {
  const variant = await variantFrom(params)
  const raw = (await searchParams)[SHARE_TARGET_PARAM]
  // Primitive arguments, so generateMetadata and the page share one load per request.
  return { variant, ...(await load(variant.country, variant.locale, Array.isArray(raw) ? raw[0] : raw)) }
}

/**
 * The shared page's own Open Graph and Twitter tags (so a network's crawler shows that page), with
 * this address kept out of search engines.
 */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { metadata } = await read(props)
  return { ...metadata, robots: { index: false, follow: true } }
}

/**
 * Where a shared link lands: a person is sent on to the shared page by a meta refresh (no
 * JavaScript needed) and a plain link. The target is always one of our own paths (see
 * src/lib/share/target.ts), so this page can never send anyone to another site.
 */
export default async function SocialSharePage(props: Props) {
  const { variant, target, title } = await read(props)
  const t = dictionary(variant.locale).tradeShare
  return (
    // No breadcrumb: /social-share itself is not a page.
    <>
      <PageBanner title={t.shareTitle} />
      {/* React hoists this into the head. */}
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <section className="mx-auto max-w-3xl px-4 py-12 text-center lg:py-16">
        <p className="text-lg">
          <SmartLink href={target} className="font-medium text-brand-800 underline underline-offset-4" data-share-target>
            {title ? `${t.shareContinue}: ${title}` : t.shareContinue}
          </SmartLink>
        </p>
      </section>
    </>
  )
}
