import { brand, brandName } from '@/site.config'

/**
 * The company's facts, written once into the site settings: the footer, the contact page, the
 * home page's structured data and every seeded sentence that dates the company take them from here.
 */
export const companyFacts = {
  founded: 1979,
  address: `${brandName} Tea House\n27 Flower Terrace\nColombo 00300\nSri Lanka`,
  phone: '+94 11 255 7100',
  email: `hello@${brand}.example`,
  social: [
    { platform: 'facebook', url: `https://www.facebook.com/${brand}tea` },
    { platform: 'instagram', url: `https://www.instagram.com/${brand}tea` },
    { platform: 'youtube', url: `https://www.youtube.com/@${brand}tea` },
    { platform: 'linkedin', url: `https://www.linkedin.com/company/${brand}-tea` },
    { platform: 'pinterest', url: `https://www.pinterest.com/${brand}tea` },
  ],
} as const

/** The contact office on the map: the registered address above. */
export const officePosition = { latitude: 6.9106, longitude: 79.8553 }
