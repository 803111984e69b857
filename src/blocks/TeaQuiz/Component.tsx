import { TeaQuiz } from '@/components/islands'
import type { QuizQuestion } from '@/components/quiz/TeaQuiz'
import type { BlockProps } from '../types'

/** The quiz's questions from the CMS, handed to the quiz as plain data (the client needs no CMS types). */
export function TeaQuizBlock({ title, intro, questions }: BlockProps<'teaQuiz'>) {
  const steps: QuizQuestion[] = (questions ?? []).map((q, i) => ({
    id: q.id ?? String(i),
    header: q.header ?? null,
    question: q.question,
    parameter: q.parameter,
    image: typeof q.image === 'object' && q.image?.url ? { url: q.image.url, alt: q.image.alt, width: q.image.width ?? 800, height: q.image.height ?? 800 } : null,
    answers: (q.answers ?? []).map((a) => ({ label: a.label, value: a.value })),
  }))
  if (!steps.length) return null
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 lg:py-16">
      {title ? <h2 className="font-serif text-3xl text-brand-900">{title}</h2> : null}
      {intro ? <p className="mt-4 text-lg text-ink/85">{intro}</p> : null}
      <TeaQuiz questions={steps} />
    </section>
  )
}

