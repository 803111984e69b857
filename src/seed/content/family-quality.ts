import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { ImageKey } from '../images/catalogue'
import type { SeedFile } from '../files'
import { certificatePdf, type CertificateSeed } from '../pdf'
import type { PageBlock } from '../build'
import type { PageSeed } from './types'

/**
 * Quality, certifications and awards. The certifying bodies and prizes are as fictional as the
 * family; each item's PDF is generated (src/seed/pdf.ts: the certificate and its schedule) and says
 * that it is a demonstration copy.
 */
type Item = { image: ImageKey; subHeading: string; description: string; file: SeedFile }

type Issue = Pick<CertificateSeed, 'issuer' | 'holder' | 'scope' | 'date'>

const item = (image: ImageKey, slug: string, subHeading: string, description: string, details: string[], issue: Issue): Item => ({
  image,
  subHeading,
  description,
  file: certificatePdf(`dalumara-${slug}.pdf`, { title: subHeading, kind: slug.startsWith('award-') ? 'Award' : 'Certificate', details: [description, ...details], ...issue }, `${subHeading} (PDF)`),
})

const FACTORIES = `${brandName} Tea (Pvt) Ltd, Kirikanda and Malhena factories`
const ESTATES = `${brandName} Tea (Pvt) Ltd, Kirikanda, Malhena and Hethumalee estates`

const certificates: Item[] = [
  item(
    'certificateFoodSafety',
    'certificate-food-safety',
    'Food safety management',
    'Our Kirikanda and Malhena factories and the packing hall run a food safety management system audited every year by the Hill Country Quality Council.',
    ['Issued to the Kirikanda and Malhena tea factories and the Haputale packing hall.', 'Scope: manufacture, grading, blending and packing of orthodox black and green tea.', 'Valid for twelve months from the date of the annual audit.'],
    { issuer: 'Hill Country Quality Council', holder: FACTORIES, scope: 'Manufacture, grading, blending and packing of orthodox black and green tea, and the Haputale packing hall.', date: '14 March 2026' },
  ),
  item(
    'certificateFairWork',
    'certificate-fair-work',
    'Fair work on the estates',
    'An independent review of wages, housing, working hours and the workers’ profit pool on all three estates, renewed every two years.',
    ['Reviewed: Kirikanda (Uva), Malhena (Dimbula) and Hethumalee (Ruhuna).', 'Findings: wages above the industry agreement, housing with piped water, an elected workers’ committee.', 'Next review in two years.'],
    { issuer: 'Estate Fair Work Review Board', holder: ESTATES, scope: 'Wages, housing, working hours and the workers’ profit pool on the three family estates.', date: '2 September 2025' },
  ),
  item(
    'certificateOrigin',
    'certificate-origin',
    'Single-origin guarantee',
    'Every tea we sell under a garden’s name was grown, made and packed on that estate; the register is checked against our factory books each season.',
    ['Each garden tea is traced from plucking field to pack by lot number.', 'No tea from outside the three family estates is sold under a garden name.'],
    { issuer: 'Ceylon Origin Register', holder: ESTATES, scope: 'Every tea sold under the name of a family garden, traced by lot number from field to pack.', date: '20 January 2026' },
  ),
  item(
    'certificateStewardship',
    'certificate-stewardship',
    'Land and water stewardship',
    'A survey of soil, streams and forest reserve on our land, confirming the contour drains, the herbicide-free slopes and the replanted ridges.',
    ['Forest and stream reserve: one fifth of the Kirikanda and Malhena land.', 'No herbicides on slopes steeper than thirty degrees.', 'Native trees replanted along the ridges since 2010.'],
    { issuer: 'Hill Country Land Trust', holder: ESTATES, scope: 'Soil, streams and forest reserve on the estates’ land: contour drains, herbicide-free slopes, replanted ridges.', date: '11 November 2025' },
  ),
]

const awards: Item[] = [
  item(
    'awardGoldenLeaf',
    'award-golden-leaf',
    'Golden Leaf, Uva seasonal tea',
    'Awarded by the Uva Tea Makers’ Guild to our Kirikanda August flush, for its bright cup and the clean, brisk finish of the dry-season winds.',
    ['The Uva Tea Makers’ Guild, annual tasting.', 'Category: seasonal orthodox black tea, high grown.'],
    { issuer: 'Uva Tea Makers’ Guild', holder: 'Kirikanda Estate, Uva', scope: 'Category: seasonal orthodox black tea, high grown. The August flush, tasted blind at the annual tasting.', date: '30 September 2025' },
  ),
  item(
    'awardTastersChoice',
    'award-tasters-choice',
    'Tasters’ Choice, Dimbula',
    'Chosen blind by a panel of brokers’ tasters in Colombo from more than two hundred Dimbula teas: our Malhena BOP.',
    ['Panel of twelve tasters, teas tasted blind.', 'Category: Dimbula broken orange pekoe.'],
    { issuer: 'Colombo Brokers’ Tasting Panel', holder: 'Malhena Estate, Dimbula', scope: 'Category: Dimbula broken orange pekoe (BOP), chosen blind from more than two hundred teas.', date: '18 April 2025' },
  ),
  item(
    'awardEmployer',
    'award-employer',
    'Hill Country Employer of the Year',
    'Given by the Hill Country Chamber of Commerce for the estate housing programme and the workers’ profit pool.',
    ['Hill Country Chamber of Commerce, annual awards.', 'Cited: housing with piped water, the elected workers’ committee, the profit pool.'],
    { issuer: 'Hill Country Chamber of Commerce', holder: ESTATES, scope: 'Employer of the Year, for the estate housing programme and the workers’ profit pool.', date: '6 December 2025' },
  ),
  item(
    'awardLowGrown',
    'award-low-grown',
    'Best Low-Grown Tea',
    'Our Hethumalee FBOP, dark and malty from the warm south, was named the best low-grown tea at the Southern Tea Fair.',
    ['The Southern Tea Fair, Galle.', 'Category: low-grown orthodox black tea.'],
    { issuer: 'Southern Tea Fair, Galle', holder: 'Hethumalee Estate, Ruhuna', scope: 'Category: low-grown orthodox black tea. The Hethumalee FBOP, judged the best of the fair.', date: '22 February 2026' },
  ),
]

const listData = (items: Item[], media: Record<string, number>, files: Record<string, number>) =>
  items.map((entry) => ({
    image: media[entry.image],
    sub_heading: entry.subHeading,
    description: entry.description,
    file: files[entry.file.filename],
  }))

export const qualityCertifications: PageSeed = {
  path: routes.family.qualityCertifications,
  headerImage: 'bannerQuality',
  copy: {
    en: {
      title: 'Quality, certifications and awards',
      intro: 'What independent auditors check on our estates every year, and what tasters and neighbours have recognised.',
    },
  },
  blocks: [
    {
      blockType: 'custom',
      files: [...certificates, ...awards].map((entry) => entry.file),
      build: (_locale, media, files): PageBlock => ({
        blockType: 'certificatesAwards',
        header: 'Checked by others, not only by us',
        description:
          'Good tea is the result of many small disciplines. These certificates record the audits we invite each year; the awards record what tasters and neighbours have thought of the results. Each document can be downloaded.',
        certificate_btn_text: 'Certificates',
        award_btn_text: 'Awards',
        certificates: listData(certificates, media, files),
        awards: listData(awards, media, files),
      }),
    },
  ],
  seo: {
    en: {
      title: 'Quality, certifications and awards',
      description: `The audits, certificates and awards of the ${brandName} estates and factories, with each document to download.`,
      keywords: `${brandName} certificates, tea quality, tea awards, food safety, fair work`,
    },
  },
}
