'use client'

import Link from 'next/link'
import { useDictionary } from '@/i18n/client'

/** A client component so it speaks the page's language (the layout's dictionary provider). */
export default function NotFound() {
  const t = useDictionary().errors
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-800">404</p>
      <h1 className="mt-4 font-serif text-3xl">{t.notFound}</h1>
      <Link href="/" className="mt-8 inline-block rounded bg-brand-800 px-5 py-2 text-white hover:bg-brand-900">
        {t.backHome}
      </Link>
    </section>
  )
}
