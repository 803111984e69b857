import { routes } from '@/routes'

/** The section pages a 404 offers to go on from. */
export const popularPages: readonly string[] = [routes.family.story, routes.allAboutTea.schoolOfTea, routes.purpose.sustainability, routes.media.root, routes.contact]
