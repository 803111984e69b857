import { TeaQuiz } from '@/components/islands'
import type { QuizQuestion } from '@/components/quiz/TeaQuiz'
import { pictureOf } from '@/lib/media/picture'
import type { BlockProps } from '../block-props'

/** The quiz's questions from the CMS, handed to the quiz as plain data (the client needs no CMS types). */
export function TeaQuizBlock({ title, intro, questions }: BlockProps<'teaQuiz'>) {
  const steps: QuizQuestion[] = (questions ?? []).map((q, i) => ({
    id: q.id ?? String(i),
    header: q.header ?? null,
    question: q.question,
    parameter: q.parameter,
    image: pictureOf(q.image),
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

