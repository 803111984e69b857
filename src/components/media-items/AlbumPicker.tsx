'use client'

import { tapTargetClass } from '@/components/ui/tap-target'
import dynamic from 'next/dynamic'
import type React from 'react'
import { useHydrated } from '@/components/hooks/use-hydrated'
import { useId, useMemo, useRef, useState } from 'react'
import { useDictionary } from '@/i18n/client'
import { scrollAreaClass } from '@/components/ui/scroll-area'
import { fileSize } from '@/lib/media/file-facts'
import type { Picture } from '@/lib/media/picture'
import { addToSelection, clearSelection, removeAt, removeId, selectionBytes, type Selection } from './selection'

/** The lightbox is downloaded when a visitor first enlarges a picture. */
const GalleryLightbox = dynamic(() => import('@/components/gallery/GalleryLightbox'), { ssr: false })

/** A picture of the album: the original file, full size, with what the picker shows of it. */
export type PickerImage = Picture & {
  id: number
  caption: string | null
  filesize: number
  /** Kind and size of the original, e.g. "JPG, 240 kB". */
  facts: string
  /** The thumbnail, rendered on the server (next/image through CmsImage). */
  thumbnail: React.ReactNode
}

/**
 * An album's pictures with the press-kit selection. It is a GET form of checkboxes aimed at the
 * zip download, so without JavaScript a visitor still ticks pictures and downloads them, and
 * every picture links to its original. With JavaScript the selection is kept in the order chosen
 * (no duplicates), shown in a panel where one can be removed or all cleared, and checked against
 * the size cap before the form is sent.
 */
export function AlbumPicker({
  images,
  action,
  hidden,
  maxBytes,
  locale,
}: {
  images: PickerImage[]
  /** The album's press-kit address. */
  action: string
  /** Further fields of the form (the page's language and country). */
  hidden: Record<string, string>
  maxBytes: number
  locale: string
}) {
  const dict = useDictionary()
  const t = dict.mediaItems
  const [selection, setSelection] = useState<Selection>([])
  const [warning, setWarning] = useState('')
  const [lightbox, setLightbox] = useState(-1)
  const [lightboxLoaded, setLightboxLoaded] = useState(false)
  const opener = useRef<HTMLButtonElement | null>(null)
  // The panel's buttons need JavaScript: they appear once the page is interactive.
  const interactive = useHydrated()
  const panelTitle = useId()

  const byId = useMemo(() => new Map(images.map((image) => [image.id, image])), [images])
  const sizes = useMemo(() => new Map(images.map((image) => [image.id, image.filesize])), [images])
  const bytes = selectionBytes(selection, sizes)
  const tooLarge = bytes > maxBytes
  const maxLabel = fileSize(maxBytes, locale)

  const update = (next: Selection) => {
    setSelection(next)
    setWarning('')
  }

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!selection.length) {
      event.preventDefault()
      setWarning(t.chooseFirst)
    } else if (tooLarge) {
      event.preventDefault()
      setWarning(t.tooLarge(maxLabel))
    }
  }

  return (
    <form method="get" action={action} onSubmit={submit}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Above the pictures, not floating over them: it never hides a focused checkbox. */}
      <section aria-labelledby={panelTitle} className="mb-8 rounded-sm border border-brand-100 bg-brand-50 p-5">
        <h2 id={panelTitle} className="font-serif text-2xl text-brand-900">
          {t.pressKitTitle}
        </h2>
        <p aria-live="polite" className="mt-2 text-ink/85">
          {interactive && selection.length ? t.selectedCount(selection.length, fileSize(bytes, locale)) : t.noneSelected}
        </p>
        {interactive && selection.length ? (
          <ol aria-label={t.selectedList} className={`mt-3 flex flex-wrap gap-2 ${scrollAreaClass}`}>
            {selection.map((id, index) => {
              const image = byId.get(id)
              if (!image) return null
              return (
                <li key={id} className="inline-flex items-center gap-2 rounded-full bg-white py-1 pl-3 pr-1 text-sm">
                  <span className="max-w-48 truncate">{image.caption || image.alt}</span>
                  <button
                    type="button"
                    aria-label={t.removeLabel(image.alt)}
                    onClick={() => update(removeAt(selection, index))}
                    className="rounded-full border border-brand-800 px-2 py-0.5 text-brand-900 hover:bg-brand-100"
                  >
                    {t.remove}
                  </button>
                </li>
              )
            })}
          </ol>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="submit" className="rounded-full bg-brand-800 px-5 py-2.5 font-medium text-white hover:bg-brand-900">
            {t.download}
          </button>
          {interactive ? (
            <>
              <button
                type="button"
                onClick={() => update(addToSelection(selection, ...images.map((image) => image.id)))}
                className="rounded-full border border-brand-800 px-5 py-2.5 text-brand-900 hover:bg-white"
              >
                {t.selectAll}
              </button>
              <button
                type="button"
                onClick={() => update(clearSelection())}
                disabled={!selection.length}
                className="rounded-full border border-brand-800 px-5 py-2.5 text-brand-900 hover:bg-white disabled:opacity-60"
              >
                {t.clearAll}
              </button>
            </>
          ) : null}
          <span className="text-sm text-ink/80">{t.downloadNote(maxLabel)}</span>
        </div>
        <p role="alert" className="mt-3 font-medium text-red-800 empty:hidden">
          {warning || (tooLarge ? t.tooLarge(maxLabel) : '')}
        </p>
      </section>

      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image, index) => {
          const chosen = selection.includes(image.id)
          const original = t.original(image.facts)
          return (
            <li key={image.id} className={`rounded-sm p-2 ${chosen ? 'bg-brand-100 ring-2 ring-brand-800' : ''}`}>
              <figure>
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={t.enlarge(image.alt)}
                  onClick={(event) => {
                    opener.current = event.currentTarget
                    setLightboxLoaded(true)
                    setLightbox(index)
                  }}
                  className="relative block aspect-[3/2] w-full overflow-hidden rounded-sm bg-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
                >
                  {image.thumbnail}
                </button>
                {image.caption ? <figcaption className="mt-2 text-sm text-ink/85">{image.caption}</figcaption> : null}
              </figure>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
                <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-brand-900">
                  <input
                    type="checkbox"
                    name="ids"
                    value={image.id}
                    checked={chosen}
                    aria-label={t.selectPicture(image.alt)}
                    onChange={(event) => update(event.target.checked ? addToSelection(selection, image.id) : removeId(selection, image.id))}
                    className="h-5 w-5 accent-brand-800"
                  />
                  {t.select}
                </label>
                <a href={image.url} download aria-label={t.originalLabel(original, image.alt)} className={`${tapTargetClass} text-brand-800 underline underline-offset-4 hover:text-brand-900`}>
                  {original}
                </a>
              </div>
            </li>
          )
        })}
      </ul>

      {lightboxLoaded ? (
        <GalleryLightbox
          slides={images.map(({ url, width, height, alt }) => ({ src: url, width, height, alt }))}
          index={lightbox}
          labels={dict.gallery}
          onClose={() => {
            setLightbox(-1)
            requestAnimationFrame(() => opener.current?.focus())
          }}
        />
      ) : null}
    </form>
  )
}
