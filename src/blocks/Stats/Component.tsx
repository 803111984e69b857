import type { StatsBlock as StatsData } from '@/payload-types'

/** Figures with their labels; the figure shows first, the label is read first (dt before dd). */
export function StatsBlock({ title, intro, stats }: StatsData) {
  if (!stats?.length) return null
  return (
    <section className="bg-brand-900 text-white">
      <div className="page-section">
        {title ? <h2 className="font-serif text-3xl">{title}</h2> : null}
        {intro ? <p className="mt-4 max-w-3xl text-lg text-white/85">{intro}</p> : null}
        <dl className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((stat, i) => (
            <div key={stat.id ?? i} className="flex flex-col-reverse border-t border-gold-400 pt-4">
              <dt className="mt-2 text-white/85">{stat.label}</dt>
              <dd className="font-serif text-4xl text-gold-400 lg:text-5xl">{stat.figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
