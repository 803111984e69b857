import type { Locale, MediaIds, PageBlock } from '../build'
import { richText, ul } from '../richText'
import { brandName } from '@/site.config'
import { companyFacts, officePosition } from './company-facts'

/**
 * The careers and contact pages' own blocks (people cards, the careers buttons and vacancies,
 * the contact details and form), written per locale with the same rows in each.
 */
const de = (locale: Locale) => locale === 'de'

export function careerPeople(locale: Locale, media: MediaIds): PageBlock {
  return {
    blockType: 'peopleCards',
    title: de(locale) ? 'Menschen bei uns' : 'Some of the people you would work with',
    items: [
      {
        image: media.portraitNirosha,
        name: 'Nirosha Wijeratne',
        description: de(locale)
          ? 'Feldaufseherin auf Kirikanda. Kam mit neunzehn als Pflückerin und leitet heute die Baumschule und zwölf Hektar Hang.'
          : 'Field officer at Kirikanda. She joined as a plucker at nineteen and now runs the nursery and twelve hectares of slope.',
      },
      {
        image: media.portraitArjun,
        name: 'Arjun Ratnayake',
        description: de(locale)
          ? 'Teeverkoster in Colombo. Verkostet jeden Morgen bis zu zweihundert Tassen und bildet die Praktikantinnen und Praktikanten aus.'
          : 'Tea taster in Colombo. He cups up to two hundred teas each morning and trains the interns who join the tasting room.',
      },
      {
        image: media.portraitDilani,
        name: 'Dilani Perera',
        description: de(locale)
          ? 'Fabrikingenieurin. Hat die Welktröge auf Solarwärme umgestellt und betreut drei Fabriken.'
          : 'Factory engineer. She moved the withering troughs over to solar heat and looks after all three factories.',
      },
    ],
  } as PageBlock
}

export function careersActions(locale: Locale): PageBlock {
  return {
    blockType: 'careersActions',
    vacancy_btn_text: de(locale) ? 'Offene Stellen ansehen' : 'View vacancies',
    submit_cv_btn_text: de(locale) ? 'Lebenslauf senden' : 'Submit your CV',
    vacancies: [
      {
        title: de(locale) ? 'Feldaufsicht (m/w/d)' : 'Field officer',
        location: de(locale) ? 'Kirikanda Estate, Haputale' : 'Kirikanda Estate, Haputale',
        description: de(locale)
          ? 'Sie planen das Pflücken, betreuen die Baumschule und arbeiten mit dem Naturschutzteam am Waldrand.'
          : 'Plan the plucking rounds, look after the nursery and work with the conservation team on the forest edge.',
      },
      {
        title: de(locale) ? 'Teeverkostung, Ausbildungsstelle' : 'Trainee tea taster',
        location: 'Colombo',
        description: de(locale)
          ? 'Zwei Jahre Ausbildung im Verkostungsraum, mit Einsätzen in allen drei Fabriken.'
          : 'Two years of training in the tasting room, with time in all three factories.',
      },
    ],
  } as PageBlock
}

export function contactDetails(locale: Locale): PageBlock {
  return {
    blockType: 'contactDetails',
    // The first phone, the email and the address are left to the company's facts (site settings).
    contact_details: { contact_no_2: '+94 11 255 7101', ...officePosition },
    content: de(locale)
      ? richText([
          ul(
            `**Kundenservice**: ${companyFacts.email}`,
            '**Handel und Gastronomie**: trade@dalumara.example',
            '**Presse**: media@dalumara.example',
          ),
          'Unser Büro in Colombo ist montags bis freitags von 8.30 bis 17 Uhr (Ortszeit Sri Lanka) geöffnet.',
        ])
      : richText([
          ul(
            `**Customer care**: ${companyFacts.email}`,
            '**Trade and hospitality**: trade@dalumara.example',
            '**Press**: media@dalumara.example',
          ),
          'Our Colombo office is open Monday to Friday, 8.30 am to 5 pm Sri Lanka time.',
        ]),
    agreement_text: de(locale)
      ? `Ich bin einverstanden, dass ${brandName} meine Angaben speichert, um meine Nachricht zu beantworten.`
      : `I agree that ${brandName} may keep the details I send to answer my message.`,
  } as PageBlock
}
