'use client'

import Image from 'next/image'
import { useEffect, useId, useRef, useState } from 'react'
import { mediaSrc } from '@/lib/media/media-url'
import type { Picture } from '@/lib/media/picture'
import { SmartLink } from '@/components/ui/SmartLink'
import { Spinner } from '@/components/ui/Spinner'
import { useDictionary } from '@/i18n/client'
import { useHydrated } from '@/components/hooks/use-hydrated'

export type QuizQuestion = {
  id: string
  header: string | null
  question: string
  parameter: 'teaType' | 'caffeinePreference' | 'time'
  image: Picture | null
  answers: { label: string; value: string }[]
}

/** One recommendation as POST /dmc-apis/teaquiz_results answers it. */
export type QuizResult = {
  slug: string
  url: string
  name: string
  summary: string | null
  image: Picture | null
}

type State =
  | { step: 'asking'; index: number }
  | { step: 'loading' }
  | { step: 'results'; results: QuizResult[] }
  | { step: 'failed' }

const RESULTS = 6

/**
 * The tea quiz: one question at a time (a radio group in a fieldset, so arrow keys choose and Tab
 * reaches the buttons), with the progress shown; the answers go to POST /dmc-apis/teaquiz_results
 * and the ranked teas come back as links. Focus moves to each new question and to the results,
 * so keyboard and screen-reader users follow the steps; "Start again" returns to the first question.
 */
export function TeaQuiz({ questions }: { questions: QuizQuestion[] }) {
  const t = useDictionary().quiz
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [state, setState] = useState<State>({ step: 'asking', index: 0 })
  const [missing, setMissing] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const started = useRef(false)
  const errorId = useId()
  const live = useHydrated()

  // Focus follows the steps, but not on the first render: the page must not jump to the quiz.
  useEffect(() => {
    if (!started.current) return
    heading.current?.focus()
  }, [state])

  const go = (next: State) => {
    started.current = true
    setMissing(false)
    setState(next)
  }

  async function submit(all: Record<string, string>) {
    go({ step: 'loading' })
    const query = new URLSearchParams({ page: '1', size: String(RESULTS) })
    for (const q of questions) if (all[q.id]) query.set(q.parameter, all[q.id]!)
    try {
      const response = await fetch(`/dmc-apis/teaquiz_results?${query}`, { method: 'POST', headers: { Accept: 'application/json' } })
      if (!response.ok) throw new Error(String(response.status))
      const json = (await response.json()) as { data: QuizResult[] }
      go({ step: 'results', results: json.data })
    } catch {
      go({ step: 'failed' })
    }
  }

  const restart = () => {
    setAnswers({})
    go({ step: 'asking', index: 0 })
  }

  if (state.step === 'loading') {
    return (
      <div className="mt-8 flex items-center gap-3" role="status">
        <Spinner /> {t.finding}
      </div>
    )
  }

  if (state.step === 'failed' || state.step === 'results') {
    const results = state.step === 'results' ? state.results : []
    return (
      <div className="mt-8">
        <h3 ref={heading} tabIndex={-1} className="font-serif text-2xl text-brand-900 outline-none">
          {state.step === 'failed' ? t.failed : results.length ? t.resultsTitle : t.noResults}
        </h3>
        {results.length ? (
          <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((tea) => (
              <li key={tea.slug}>
                <SmartLink href={tea.url} className="group block rounded-sm">
                  <div className="card-frame">
                    {tea.image ? (
                      <Image src={mediaSrc(tea.image.url)} alt={tea.image.alt} fill sizes="(min-width: 1024px) 20vw, (min-width: 640px) 40vw, 90vw" className="object-cover" />
                    ) : null}
                  </div>
                  <span className="mt-3 block font-serif text-xl text-brand-900 group-hover:underline">{tea.name}</span>
                  {tea.summary ? <span className="mt-1 block line-clamp-3 text-ink/80">{tea.summary}</span> : null}
                </SmartLink>
              </li>
            ))}
          </ol>
        ) : null}
        <button type="button" onClick={restart} className="mt-8 min-h-11 rounded-sm border border-brand-800 px-5 py-2 font-medium text-brand-900 hover:bg-brand-50">
          {t.restart}
        </button>
      </div>
    )
  }

  const question = questions[state.index]!
  const last = state.index === questions.length - 1
  const chosen = answers[question.id]
  const next = () => {
    if (!chosen) {
      setMissing(true)
      return
    }
    if (last) void submit(answers)
    else go({ step: 'asking', index: state.index + 1 })
  }

  return (
    <form
      className="mt-8"
      onSubmit={(event) => {
        event.preventDefault()
        next()
      }}
    >
      {/* Inert until hydrated: before that, the button would submit the form natively and reload the page. */}
      <fieldset disabled={!live} className="contents">
        <p className="text-sm font-semibold text-brand-800" aria-hidden="true">
          {t.progress(state.index + 1, questions.length)}
        </p>
        <progress className="mt-2 h-2 w-full accent-brand-800" value={state.index + 1} max={questions.length} aria-label={t.progress(state.index + 1, questions.length)} />
        <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          {question.image ? (
            <div className="card-frame">
              <Image src={mediaSrc(question.image.url)} alt={question.image.alt} fill sizes="(min-width: 768px) 30vw, 90vw" className="object-cover" />
            </div>
          ) : null}
          <fieldset aria-describedby={missing ? errorId : undefined}>
            <legend className="block">
              {question.header ? <span className="block text-sm uppercase tracking-[0.18em] text-[#7d5d12]">{question.header}</span> : null}
              <h3 ref={heading} tabIndex={-1} className="mt-1 font-serif text-2xl text-brand-900 outline-none">{question.question}</h3>
            </legend>
            <div className="mt-5 space-y-3">
              {question.answers.map((answer) => (
                <label key={answer.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-sm border border-brand-200 px-4 py-2 has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name={`quiz-${question.id}`}
                    value={answer.value}
                    checked={chosen === answer.value}
                    onChange={() => {
                      setMissing(false)
                      setAnswers((all) => ({ ...all, [question.id]: answer.value }))
                    }}
                    className="size-4 accent-brand-800"
                  />
                  {answer.label}
                </label>
              ))}
            </div>
            {missing ? (
              <p id={errorId} role="alert" className="mt-3 font-medium text-red-800">
                {t.chooseAnswer}
              </p>
            ) : null}
          </fieldset>
        </div>
        <div className="mt-8 flex gap-3">
          {state.index > 0 ? (
            <button type="button" onClick={() => go({ step: 'asking', index: state.index - 1 })} className="min-h-11 rounded-sm border border-brand-800 px-5 py-2 font-medium text-brand-900 hover:bg-brand-50">
              {t.back}
            </button>
          ) : null}
          <button type="submit" className="min-h-11 rounded-sm bg-brand-800 px-5 py-2 font-medium text-white hover:bg-brand-900">
            {last ? t.showTeas : t.next}
          </button>
        </div>
      </fieldset>
    </form>
  )
}
