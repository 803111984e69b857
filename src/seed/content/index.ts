import { companyPages } from './company'
import { deepCataloguePages } from './deep'
import { familyPages } from './family'
import { familyListPages } from './family-lists'
import { homes } from './home'
import { mediaItemPages } from './media-items'
import { podcastsPage } from './podcasts'
import { productPages } from './products'
import { giftPages } from './products-gifts'
import { teaRangePages } from './products-teas'
import { categoryPages } from './products-categories'
import { policyPages } from './policies'
import { purposePages } from './purpose'
import { rangeFamilyPages } from './range-families'
import { sectionPages } from './sections'
import { teaPages } from './tea'
import { teaKnowledgePages } from './tea-knowledge'
import { mediaListPages } from './media-lists'
import { mediaBlogPages } from './media-blog'
import { teaInspiredPages } from './tea-inspired'
import { teaInspiredLetterPages } from './tea-inspired-letters'
import { tradePages } from './trade'
import type { PageSeed } from './types'

export { homes }

/** Every generic content page the seed creates. */
export const pages: PageSeed[] = [...familyPages, ...teaPages, ...purposePages, ...policyPages, ...companyPages, ...deepCataloguePages, ...sectionPages, ...familyListPages, podcastsPage, ...teaKnowledgePages, ...productPages, ...giftPages, ...rangeFamilyPages, ...teaRangePages, ...categoryPages, ...mediaListPages, ...mediaItemPages, ...mediaBlogPages, ...teaInspiredPages, ...tradePages, ...teaInspiredLetterPages]
