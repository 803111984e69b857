import { brandName } from '@/site.config'
import type { ImageSpec } from './render'

/** Certificates and awards, each drawn as the paper itself: the quality page's (src/seed/content/family-quality.ts) and those the news tells of. */
const paper = (filename: string, award: boolean, title: string, issuer: string, recipient: string, colour: string): ImageSpec => ({
  filename: `dalumara-${filename}.webp`,
  width: 800,
  height: 800,
  palette: 'morning',
  scene: { kind: 'certificate', award, title, issuer, recipient, colour },
  alt: `${award ? 'Award' : 'Certificate'} from the ${issuer} to ${recipient} for ${title.charAt(0).toLowerCase()}${title.slice(1)}, with its border, signature and seal`,
})

const estates = `${brandName} Tea Estates`
export const certificateImages = {
  certificateFoodSafety: paper('certificate-food-safety', false, 'Food safety management', 'Hill Country Quality Council', estates, '#2f6b45'),
  certificateFairWork: paper('certificate-fair-work', false, 'Fair work on the estates', 'Estate Workers’ Review Board', estates, '#1f4a7a'),
  certificateOrigin: paper('certificate-origin', false, 'Single-origin guarantee', 'Hill Country Quality Council', estates, '#7a1f2b'),
  certificateStewardship: paper('certificate-stewardship', false, 'Land and water stewardship', 'Hill Country Land Trust', estates, '#3e6a2a'),
  awardGoldenLeaf: paper('award-golden-leaf', true, 'Golden Leaf, Uva seasonal tea', 'Uva Tea Makers’ Guild', 'Kirikanda Estate', '#8a5a12'),
  awardTastersChoice: paper('award-tasters-choice', true, 'Tasters’ Choice, Dimbula', 'Colombo Tasters’ Panel', 'Malhena Estate', '#4a2a5e'),
  awardEmployer: paper('award-employer', true, 'Hill Country Employer of the Year', 'Hill Country Chamber of Commerce', estates, '#1f2a44'),
  // Prizes the news tells of.
  awardSafety: paper('award-safety', true, 'Safest factory in the district', 'Badulla District Safety Board', 'Kirikanda Factory', '#2d4a7a'),
  awardTasteStars: paper('award-taste-stars', true, 'Two stars, Nuwara Eliya high-grown tea', 'International Taste Awards', 'Hilmara Gardens', '#7a1f2b'),
  awardTeaMaker: paper('award-tea-maker', true, 'Tea Maker of the Year', 'Ceylon Tea Makers’ Association', `${brandName} Chief Taster`, '#3e5a2a'),
  awardLowGrown: paper('award-low-grown', true, 'Best Low-Grown Tea', 'Southern Tea Fair, Galle', 'Hethumalee Estate', '#7a3a12'),
}
