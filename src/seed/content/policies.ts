import { routes } from '@/routes'
import { h3, ul } from '../richText'
import type { PageSeed } from './types'
import { brandName } from '@/site.config'

/** Policy pages: privacy and cookies, terms and conditions. */

const privacyAndCookies: PageSeed = {
  path: routes.policies.privacyAndCookies,
  headerImage: 'bannerPattern',
  copy: {
    en: {
      title: 'Privacy and Cookie Policy',
      intro: 'What we collect when you visit this site, why, and the choices you have.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      copy: {
        en: {
          header: 'What we collect',
          body: [
            ul(
              '**Newsletter**: if you subscribe, we keep your email address to send you the newsletter, until you unsubscribe.',
              '**Messages**: if you contact us, we keep what you send so we can reply, and delete it within two years.',
              '**Usage statistics**: only if you allow statistics cookies, we measure which pages are visited, without identifying you.',
            ),
            'We do not sell personal data, and we share it only with service providers who process it for us under contract.',
          ],
        },
      },
    },
    {
      blockType: 'content',
      copy: {
        en: {
          header: 'Cookies',
          body: [
            'Cookies are small files your browser keeps for a website. We use four kinds, and you choose which ones, apart from the necessary ones, we may set:',
            ul(
              '**Necessary**: remember your cookie choice (the "policy" cookie, kept for three months) and your chosen country and language.',
              '**Preferences**: remember settings that make the site more convenient.',
              '**Statistics**: anonymous measurement of how the site is used.',
              '**Marketing**: allow embedded videos and other content from third parties, which may set their own cookies.',
            ),
            'You can change your choice at any time with the "Cookie settings" link at the foot of every page.',
          ],
        },
      },
    },
    {
      blockType: 'content',
      copy: {
        en: {
          header: 'Your rights',
          body: [
            'You may ask to see the personal data we hold about you, to correct it, or to have it deleted. Write to privacy@dalumara.example and we will reply within one month.',
            h3('Changes to this policy'),
            'When we change this policy we publish the new version here with the date it takes effect.',
          ],
        },
      },
    },
  ],
  seo: {
    en: {
      title: 'Privacy and cookie policy',
      description: `How ${brandName} handles personal data and cookies on this website, and how to change your cookie choices.`,
      keywords: `privacy policy, cookie policy, ${brandName}`,
    },
  },
}

const terms: PageSeed = {
  path: routes.policies.terms,
  headerImage: 'bannerPattern',
  copy: {
    en: {
      title: 'Terms and Conditions',
      intro: 'The terms on which you may use this website.',
    },
  },
  blocks: [
    {
      blockType: 'content',
      copy: {
        en: {
          header: 'Using this site',
          body: [
            `This website is published by the ${brandName} family tea company. By using it you accept these terms. If you do not accept them, please do not use the site.`,
            `You may view, download and print pages for your own, non-commercial use. Text, photographs, artwork and trade marks on the site belong to ${brandName} or to those who licensed them to us, and may not be reused without permission.`,
          ],
        },
      },
    },
    {
      blockType: 'content',
      link: routes.policies.privacyAndCookies,
      copy: {
        en: {
          header: 'Information and links',
          body: [
            'We take care that information on this site is accurate, but it is provided for general interest and may change without notice. Product details on the packaging you buy take precedence over the website.',
            'Links to other websites are provided for convenience; we are not responsible for their content or their privacy practices.',
            h3('Governing law'),
            'These terms are governed by the laws of Sri Lanka.',
          ],
          linkText: 'Privacy and cookie policy',
        },
      },
    },
  ],
  seo: {
    en: {
      title: 'Terms and conditions',
      description: `The terms and conditions for using the ${brandName} website.`,
      keywords: `terms and conditions, website terms, ${brandName}`,
    },
  },
}

export const policyPages: PageSeed[] = [privacyAndCookies, terms]
