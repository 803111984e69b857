import { CAFFEINE_LEVELS, QUIZ_TIMES } from '@/lib/quiz/caffeine'
import { imageField } from '@/cms/fields/media'
import { choiceField } from '@/cms/fields/choice'
import { itemsBlock } from '../block-config'

/** What each answer's value means for the question's parameter (POST /dmc-apis/teaquiz_results). */
const allowed: Record<string, readonly string[] | null> = {
  caffeinePreference: CAFFEINE_LEVELS,
  time: QUIZ_TIMES,
  teaType: null, // a tea type's slug (Tea categories, kind "type")
}

/**
 * The tea quiz (data-layer spec: question_image_url, question_header, question, anwsers): each
 * question sets one parameter of the recommendation, and each answer carries that parameter's value.
 */
export const TeaQuiz = itemsBlock({ slug: 'teaQuiz', labels: ['Tea quiz', 'Tea quizzes'], intro: true, list: 'questions', minRows: 1, maxRows: 8 }, [
  imageField('image'),
  { name: 'header', type: 'text', localized: true },
  { name: 'question', type: 'text', localized: true, required: true },
  choiceField(
    'parameter',
    { teaType: 'Tea type', caffeinePreference: 'Caffeine (none, low, medium, high)', time: 'Time of day (morning, afternoon, evening, any)' },
    { required: true },
  ),
  {
    name: 'answers',
    type: 'array',
    minRows: 2,
    // Each answer's value must mean something for the question's parameter.
    validate: (rows: unknown, { siblingData }: { siblingData?: { parameter?: string } }) => {
      const values = siblingData?.parameter ? allowed[siblingData.parameter] : null
      if (!values || !Array.isArray(rows)) return true
      const wrong = rows.map((row: { value?: string }) => row?.value).filter((value) => !value || !values.includes(value))
      return wrong.length === 0 || `Answer values for this question must be one of: ${values.join(', ')}`
    },
    fields: [
      { name: 'label', type: 'text', localized: true, required: true },
      { name: 'value', type: 'text', required: true },
    ],
  },
])
