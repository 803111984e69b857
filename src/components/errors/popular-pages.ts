import type { enErrors } from '@/i18n/error-page-words'
import { routes } from '@/routes'

export type PopularPage = keyof (typeof enErrors)['popular']

/** The section pages a 404 offers to go on from, named by the dictionary (errors.popular). */
export const popularPages: Record<PopularPage, string> = {
  story: routes.family.story,
  schoolOfTea: routes.allAboutTea.schoolOfTea,
  sustainability: routes.purpose.sustainability,
  media: routes.media.root,
  contact: routes.contact,
}
