import { tapTargetClass } from '@/components/ui/tap-target'
import type React from 'react'
import { blogCategoryUrl, getBlogPost, toBlogDetail } from '@/data/media/blog'
import { formatDay } from '@/components/listing/card-dates'
import { MediaItemDetail } from '@/components/media-items/MediaItemDetail'
import { SmartLink } from '@/components/ui/SmartLink'
import { Portrait } from '@/components/media/Portrait'
import { dictionary } from '@/i18n'
import { feedOfList } from '@/data/media/feeds'
import { articleJsonLd } from '@/lib/media/json-ld'
import { routes } from '@/routes'
import { absolute, itemMetadata, itemPage, listWithFeedTemplate, publisher, timeZone } from './MediaItemTemplates'
import type { Template } from './types'

/**
 * A tea blog post's page, on the media items' one layout (MediaItemDetail): its picture behind the
 * banner (and as the share image), date, writer, category (a link to the listing filtered to it)
 * and reading time, the long description, share links, the posts either side, `BlogPosting` JSON-LD.
 */
export const teaBlogPostTemplate: Template = async ({ variant, params }) => {
  const doc = params.slug ? await getBlogPost(params.slug, variant) : null
  if (!doc) return null
  const post = await toBlogDetail(doc, variant)
  const t = dictionary(variant.locale).mediaBlog
  const path = routes.media.teaBlog(post.slug)
  return itemPage(
    post.title,
    post.short_description,
    itemMetadata(doc.seo, { path, title: post.title, summary: post.short_description, picture: post.image, published: post.date }),
    <MediaItemDetail
      facts={[
        [t.published, <time key="date" dateTime={post.date}>{formatDay(post.date, variant.locale, timeZone())}</time>],
        [t.author, <span key="author" className="flex items-center gap-3"><Portrait media={doc.author_portrait} className="size-14" sizes="3.5rem" />{post.author}</span>],
        ...(post.category
          ? [[t.category, <SmartLink key="category" href={blogCategoryUrl(post.category.slug)} className={`${tapTargetClass} underline underline-offset-4 hover:text-brand-800`}>{post.category.name}</SmartLink>] as [string, React.ReactNode]]
          : []),
        [t.readingTime, t.minutes(post.reading_minutes)],
      ]}
      body={post.long_description}
      pictures={[]}
      share={{ item: `blog-posts:${post.slug}`, url: absolute(path), title: post.title }}
      previous={post.previous}
      next={post.next}
      back={{ href: routes.media.teaBlog(), label: t.allPosts }}
      jsonLd={articleJsonLd({
        headline: post.title,
        description: post.short_description,
        url: absolute(path),
        images: post.image ? [absolute(post.image.url)] : [],
        published: post.date,
        modified: doc.updatedAt,
        publisher: publisher(),
        blogPost: true,
        author: post.author,
      })}
      locale={variant.locale}
    />,
    doc.image,
  )
}

/** The tea blog listing (header_tea_blog: the `pages` record's title, header image and SEO) with its feed in the head. */
export const teaBlogListTemplate: Template = listWithFeedTemplate(feedOfList(routes.media.teaBlog()))
