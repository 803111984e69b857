import { RichText } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'
import type { ContentBlock as ContentBlockData } from '@/payload-types'
import { CmsImage } from '@/components/media/CmsImage'

export function ContentBlock(block: ContentBlockData) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          {block.has_header && block.header ? <h2 className="font-serif text-3xl text-brand-800">{block.header}</h2> : null}
          {block.has_sub_heading && block.sub_heading ? <p className="mt-2 text-lg text-gold-600">{block.sub_heading}</p> : null}
          {block.content ? <RichText data={block.content} className="prose mt-4 space-y-4" /> : null}
          {block.quote ? (
            <blockquote className="mt-6 border-l-4 border-gold-400 pl-4 italic">
              <p>{block.quote}</p>
              {block.author ? <footer className="mt-2 not-italic">— {block.author}</footer> : null}
            </blockquote>
          ) : null}
          {block.has_link && block.link ? (
            <Link href={block.link} className="mt-6 inline-block rounded bg-brand-800 px-5 py-2 text-white hover:bg-brand-900">
              {block.link_text || 'Read more'}
            </Link>
          ) : null}
        </div>
        {typeof block.image === 'object' && block.image ? (
          <CmsImage media={block.image} sizes="(min-width: 992px) 50vw, 100vw" className="h-auto w-full rounded" />
        ) : null}
      </div>
    </section>
  )
}
