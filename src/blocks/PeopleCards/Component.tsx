import { CmsImage } from '@/components/media/CmsImage'
import type { BlockProps } from '../block-props'

/** A grid of people: picture, name and their words, as figures so each picture belongs to its person. */
export function PeopleCardsBlock({ title, items }: BlockProps<'peopleCards'>) {
  if (!items?.length) return null
  return (
    <section className="page-section">
      {title ? <h2 className="mb-8 font-serif text-3xl text-brand-900">{title}</h2> : null}
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((person, i) => (
          <li key={person.id ?? i} className="flex flex-col">
            <div className="card-frame">
              <CmsImage media={person.image} fill sizes="(min-width: 992px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
            </div>
            <h3 className="mt-4 font-serif text-xl text-brand-900">{person.name}</h3>
            {person.description ? <p className="mt-2 text-ink/85">{person.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
