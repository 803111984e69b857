import { routes } from '@/routes'
import { brandName } from '@/site.config'
import type { Locale, PageBlock } from '../build'
import { h3, richText, ul, type RichTextPart } from '../richText'
import type { PageSeed } from './types'
import { companyFacts } from './company-facts'

/**
 * Policy pages (spec: title, header image, policy_content, policy_content1, policy_content2 with
 * title and description, and related description fields; privacy also what_we_collect_content and
 * mobile_app_policy_content). The opening statement is a content block; the numbered sections are
 * one PolicySections block with its table of contents. Original copy for a fictional company.
 */
type Section = { title: string; body: RichTextPart[] }

const EFFECTIVE = '2026-03-01T00:00:00.000Z'
/** The registered address on one line, without the building's name. */
const registeredAddress = companyFacts.address.split('\n').slice(1).join(', ')

const sections = (list: Section[]) => ({
  blockType: 'custom' as const,
  build: (_locale: Locale): PageBlock => ({
    blockType: 'policySections',
    effective_date: EFFECTIVE,
    show_contents: true,
    sections: list.map((s) => ({ title: s.title, description: richText(s.body) })),
  }),
})

function policy(p: { path: string; title: string; intro: string; statement: string[]; sections: Section[]; extra?: PageSeed['blocks']; seo: { title: string; description: string; keywords: string } }): PageSeed {
  return {
    path: p.path,
    headerImage: 'bannerPattern',
    copy: { en: { title: p.title, intro: p.intro } },
    blocks: [{ blockType: 'content', copy: { en: { header: 'Our commitment', body: p.statement } } }, sections(p.sections), ...(p.extra ?? [])],
    seo: { en: p.seo },
  }
}

const contact = (address: string) => `Questions about this policy go to ${address}. We answer within ten working days.`

const privacyAndCookies = policy({
  path: routes.policies.privacyAndCookies,
  title: 'Privacy and cookie policy',
  intro: 'What we collect when you visit this site or use our app, why, and the choices you have.',
  statement: [
    `${brandName} Tea Company (Private) Limited, of ${registeredAddress}, is responsible for the personal data described here. We collect as little as we can, keep it only as long as we need it, and never sell it.`,
  ],
  sections: [
    {
      title: 'What we collect',
      body: [
        ul(
          '**Newsletter**: if you subscribe, we keep your email address to send you the newsletter, until you unsubscribe.',
          '**Messages**: if you contact us, we keep what you send so we can reply, and delete it within two years.',
          '**Job applications**: if you send us your CV, only our people team can read it, and we delete it twelve months after the position is filled.',
          '**Usage statistics**: only if you allow statistics cookies, we measure which pages are visited, without identifying you.',
        ),
        'We do not sell personal data, and we share it only with service providers who process it for us under contract.',
      ],
    },
    {
      title: 'Cookies',
      body: [
        'Cookies are small files your browser keeps for a website. We use four kinds, and you choose which ones, apart from the necessary ones, we may set:',
        ul(
          '**Necessary**: remember your cookie choice (the "policy" cookie, kept for three months) and your chosen country and language.',
          '**Preferences**: remember settings that make the site more convenient.',
          '**Statistics**: anonymous measurement of how the site is used.',
          '**Marketing**: allow embedded videos and other content from third parties, which may set their own cookies.',
        ),
        'You can change your choice at any time with the "Cookie settings" button below or the link at the foot of every page.',
      ],
    },
    {
      title: 'Our mobile app',
      body: [
        `The ${brandName} Tea Timer app works without an account. It keeps your favourite teas and brewing times on your phone only. If you allow notifications, the app asks your phone to remind you when a pot is ready; nothing about it leaves your device.`,
        'Crash reports are sent only if you switch them on in the app’s settings, and contain no personal data.',
      ],
    },
    {
      title: 'Your rights',
      body: [
        'You may ask to see the personal data we hold about you, to correct it, or to have it deleted. Write to privacy@dalumara.example and we will reply within one month.',
        h3('Changes to this policy'),
        'When we change this policy we publish the new version here with the date it takes effect.',
      ],
    },
  ],
  extra: [
    {
      blockType: 'custom',
      build: (locale: Locale): PageBlock => ({
        blockType: 'cookieSettings',
        header: locale === 'de' ? 'Ihre Cookie-Auswahl' : 'Your cookie choices',
        text: locale === 'de' ? undefined : 'Open the cookie banner to see or change what you have allowed.',
      }),
    },
  ],
  seo: {
    title: 'Privacy and cookie policy',
    description: `How ${brandName} handles personal data and cookies on this website and in its app, and how to change your cookie choices.`,
    keywords: `privacy policy, cookie policy, ${brandName}`,
  },
})

const terms = policy({
  path: routes.policies.terms,
  title: 'Terms and conditions',
  intro: 'The terms on which you may use this website.',
  statement: [`This website is published by the ${brandName} family tea company. By using it you accept these terms. If you do not accept them, please do not use the site.`],
  sections: [
    {
      title: 'Using this site',
      body: [
        `You may view, download and print pages for your own, non-commercial use. Text, photographs, artwork and trade marks on the site belong to ${brandName} or to those who licensed them to us, and may not be reused without permission.`,
      ],
    },
    {
      title: 'Information and links',
      body: [
        'We take care that information on this site is accurate, but it is provided for general interest and may change without notice. Product details on the packaging you buy take precedence over the website.',
        'Links to other websites are provided for convenience; we are not responsible for their content or their privacy practices.',
      ],
    },
    {
      title: 'Personal data',
      body: ['How we handle what you share with us is set out in our privacy and cookie policy, which forms part of these terms.'],
    },
    { title: 'Governing law', body: ['These terms are governed by the laws of Sri Lanka, and the courts of Colombo have jurisdiction.'] },
  ],
  extra: [
    {
      blockType: 'content',
      link: routes.policies.privacyAndCookies,
      copy: { en: { header: 'Read next', body: ['What we collect, and the cookie choices you have.'], linkText: 'Privacy and cookie policy' } },
    },
  ],
  seo: {
    title: 'Terms and conditions',
    description: `The terms and conditions for using the ${brandName} website.`,
    keywords: `terms and conditions, website terms, ${brandName}`,
  },
})

const businessEthics = policy({
  path: routes.policies.businessEthics,
  title: 'Business ethics policy',
  intro: 'How everyone who works for or with us is expected to do business.',
  statement: [
    `${brandName} has been a family business for three generations. Our name is on every pack, so the way we buy, make and sell tea has to be something we would be happy to explain to our own families.`,
  ],
  sections: [
    {
      title: 'Whom this policy covers',
      body: [`Every director, manager and employee of ${brandName} and its estates, and the agents, brokers and suppliers who act for us.`],
    },
    {
      title: 'Fair dealing',
      body: [
        ul(
          'We describe our teas honestly: origin, grade and blend as stated on the pack, and no health claims we cannot support.',
          'We pay smallholders who sell us green leaf the published factory rate, on time, and show them how their leaf was weighed.',
          'We compete on quality and service, and never share prices or divide markets with competitors.',
        ),
      ],
    },
    {
      title: 'Conflicts of interest',
      body: ['Anyone whose private interests could affect a decision they take for the company tells their manager before the decision is taken, and steps aside from it.'],
    },
    {
      title: 'Speaking up',
      body: [
        'Anyone may report a concern, in their own name or anonymously, to ethics@dalumara.example or to the estate welfare officer. We look into every report, and nobody is penalised for raising a concern in good faith.',
        contact('ethics@dalumara.example'),
      ],
    },
  ],
  seo: {
    title: 'Business ethics policy',
    description: `The ${brandName} business ethics policy: fair dealing, honest labelling, conflicts of interest and how to raise a concern.`,
    keywords: `business ethics, code of conduct, ${brandName}`,
  },
})

const antiBribery = policy({
  path: routes.policies.antiBribery,
  title: 'Anti-bribery and corruption policy',
  intro: 'We do not offer, pay, ask for or accept bribes, in any form, anywhere.',
  statement: [
    `Bribery harms the people a business is supposed to serve. ${brandName} forbids it in every market we sell in, and expects the same of everyone who acts for us.`,
  ],
  sections: [
    {
      title: 'What is not allowed',
      body: [
        ul(
          'Offering or giving anything of value to influence a decision, whether to an official or to a private company’s employee.',
          'Asking for or accepting anything of value in return for a favour.',
          '“Facilitation” payments to speed up routine matters such as permits or port clearance.',
        ),
      ],
    },
    {
      title: 'Gifts and hospitality',
      body: [
        'A modest gift of tea, or a meal during a business visit, is part of how the tea trade has always worked. Anything worth more than LKR 25,000, or any gift offered while a contract is being negotiated, must be declared to the company secretary and recorded in the gifts register.',
      ],
    },
    {
      title: 'Agents and suppliers',
      body: ['Before we appoint an agent or broker we check who owns them and how they are paid. Our contracts let us end the relationship if they break this policy.'],
    },
    {
      title: 'Reporting and consequences',
      body: ['Report any request for a bribe, or any suspicion, to ethics@dalumara.example. Breaking this policy is a disciplinary matter and may lead to dismissal and to a report to the authorities.'],
    },
  ],
  seo: {
    title: 'Anti-bribery and corruption policy',
    description: `The ${brandName} anti-bribery and corruption policy: what is forbidden, gifts and hospitality, agents, and how to report a concern.`,
    keywords: `anti-bribery policy, anti-corruption, ${brandName}`,
  },
})

const humanRights = policy({
  path: routes.policies.humanRights,
  title: 'Human rights policy',
  intro: 'The rights of the people who grow, make and pack our tea come before any harvest.',
  statement: [
    `More than three thousand people work on the ${brandName} estates and in our factories, and many of their families live on the estates. We respect the rights set out in the Universal Declaration of Human Rights and the core conventions of the International Labour Organization.`,
  ],
  sections: [
    {
      title: 'Work freely chosen',
      body: ['Nobody works for us against their will, to pay off a debt, or because we hold their documents. Workers may leave their job after giving the notice their contract sets.'],
    },
    {
      title: 'Children',
      body: ['We employ nobody under the age of 18 on the estates or in the factories. Children living on our estates are supported to stay in school through the Foundation’s programmes.'],
    },
    {
      title: 'Fair pay, safe work and a voice',
      body: [
        ul(
          'Wages at or above the collective agreement for the plantation sector, paid in full and on time.',
          'Safe equipment and training for every task, and clean water, shade and rest on the fields.',
          'The freedom to join a trade union and to bargain collectively, and estate committees elected by residents.',
          'Equal treatment whatever a person’s gender, ethnicity, religion or caste.',
        ),
      ],
    },
    {
      title: 'Grievances',
      body: ['Every estate has a welfare officer and a confidential grievance box, and concerns can also be sent to rights@dalumara.example. We record each grievance and tell the person who raised it what we have done.'],
    },
  ],
  seo: {
    title: 'Human rights policy',
    description: `The ${brandName} human rights policy for estate and factory workers: free choice of work, no child labour, fair pay, safety and a voice.`,
    keywords: `human rights policy, tea estate workers, ${brandName}`,
  },
})

export const policyPages: PageSeed[] = [privacyAndCookies, terms, businessEthics, antiBribery, humanRights]
