import type { Payload } from 'payload'
import { brandName } from '@/site.config'
import type { MediaIds } from './build'
import { upsertDocument } from './upsert-document'

/**
 * Testimonials over three years from tea lovers, hoteliers and trade buyers (all invented people).
 * Each row: author, role, place, month (YYYY-MM) and the quote.
 */
type TestimonialSeed = [author: string, role: string, place: string, month: string, text: string]

const b = brandName
const testimonials: TestimonialSeed[] = [
  ['Ingrid Halvorsen', 'Tea lover', 'Bergen, Norway', '2024-01', `A winter of rain, and every afternoon a pot of the Uva. It tastes of somewhere sunnier. Thank you, ${b}.`],
  ['Rashid Al-Mansouri', 'Food and beverage director, Corniche Grand Hotel', 'Abu Dhabi, UAE', '2024-02', 'Our afternoon tea guests ask for the Dimbula by name now. The training your team gave our servers made the difference.'],
  ['Mei Tanaka', 'Tea buyer', 'Osaka, Japan', '2024-03', 'Consistent leaf from season to season, and tasting notes that match what is in the chest. That is rarer than it should be.'],
  ['Tom Whitaker', 'Owner, The Copper Kettle café', 'York, United Kingdom', '2024-04', `We switched our house breakfast tea to ${b} last spring. Regulars noticed in a week, and said so.`],
  ['Ana Sofía Ruiz', 'Tea lover', 'Valencia, Spain', '2024-05', 'I visited Kirikanda on my honeymoon. Standing in the factory while the leaf was rolling is a smell I will not forget.'],
  ['Daniel Okafor', 'Procurement manager, Savannah Foods', 'Lagos, Nigeria', '2024-06', 'Clear contracts, honest delivery dates and tea that arrives fresh. Three years in, we have had no reason to look elsewhere.'],
  ['Claire Dubois', 'Pastry chef', 'Lyon, France', '2024-07', 'The Ruhuna has the depth to stand up to chocolate. We now serve it with our dessert menu.'],
  ['Sunil Perera', 'Retired planter', 'Kandy, Sri Lanka', '2024-08', 'Forty years on estates and I still judge a company by how it treats its pluckers. This one passes.'],
  ['Hannah Becker', 'Tea lover', 'Freiburg, Germany', '2024-09', 'I like knowing which garden my tea comes from. The estate pages told me more than the box ever could.'],
  ['Liam O’Connell', 'General manager, Harbour Lights Hotel', 'Cork, Ireland', '2024-10', 'Guests take the tea sachets home from the rooms. We took that as a good sign and put the tea on the breakfast buffet too.'],
  ['Priya Nair', 'Tea lover', 'Melbourne, Australia', '2024-11', 'My grandmother drank Ceylon tea all her life. This is the first one in years that tastes like hers did.'],
  ['Kenji Watanabe', 'Head bartender, Kōri Bar', 'Tokyo, Japan', '2024-12', 'The iced tea base is clean and bright enough to build cocktails on. We use the Nuwara Eliya for our spring menu.'],

  ['Fatima Zahra Benali', 'Tea lover', 'Casablanca, Morocco', '2025-01', 'I blend it with fresh mint, our way. The leaf is strong enough to carry it without turning bitter.'],
  ['Marco Bianchi', 'Owner, Bottega del Tè', 'Turin, Italy', '2025-02', 'Our customers love to hear where the tea was grown. Having the gardens named on every pack sells the tea for us.'],
  ['Grace Mwangi', 'Tea taster', 'Mombasa, Kenya', '2025-03', 'As a taster from another tea country, I respect a Ruhuna that is made this carefully. Good, even rolling; no dust.'],
  ['Olivia Chen', 'Tea lover', 'Vancouver, Canada', '2025-03', 'The testimonials made me try it; the Dimbula made me stay. Bright, clean and never flat.'],
  ['Lars Eriksson', 'Category buyer, Nordhandel', 'Stockholm, Sweden', '2025-04', 'Reliable quality and a supplier that answers the phone. Our sell-through is up for the second year running.'],
  ['Aisha Rahman', 'Guest relations manager, Palm Cove Resort', 'Malé, Maldives', '2025-05', 'We serve a welcome tea to every guest who steps off the seaplane. It has become part of how people remember us.'],
  ['Jacob Goldberg', 'Tea lover', 'Chicago, USA', '2025-06', `I ordered a sampler to decide which tea to buy and ended up buying all five. Blame ${b}.`],
  ['Nadia Petrova', 'Tea room owner', 'Tallinn, Estonia', '2025-07', 'Visitors from the cruise ships ask for “the tea from the garden with the waterfall”. That is Hethumalee, of course.'],
  ['Rohan Fernando', 'Schoolteacher', 'Galle, Sri Lanka', '2025-08', 'Our class visited a tea factory with the estate’s guides. The children still talk about withering and rolling.'],
  ['Emily Harris', 'Tea lover', 'Wellington, New Zealand', '2025-09', 'A gift box arrived for my birthday, and the letter inside about the estate made me cry a little.'],
  ['Pierre Lambert', 'Executive chef, Hôtel des Alpes', 'Geneva, Switzerland', '2025-10', 'We poach pears in the Uva tea. The guests think it is a spice; it is just very good tea.'],
  ['Sofia Costa', 'Importer', 'Porto, Portugal', '2025-11', 'Paperwork that is right the first time, and samples that match the shipment. I wish all suppliers worked like this.'],

  ['Yusuf Demir', 'Tea lover', 'Istanbul, Türkiye', '2026-01', 'We drink tea all day in my family. This one has earned a place beside our own.'],
  ['Charlotte Meyer', 'Buyer, Feinkost Meyer', 'Hamburg, Germany', '2026-02', 'The partner garden teas from Nuwara Eliya sold out before Easter. We have doubled the order.'],
  ['Arjun Mehta', 'Tea lover', 'Mumbai, India', '2026-03', 'I grew up with Assam, so I was sceptical. The Kandy tea changed my mind: bold, but never harsh.'],
  ['Samantha Lee', 'Spa director, Orchid Retreat', 'Singapore', '2026-04', 'The herbal infusions and the green teas fit our wellness menu perfectly, and guests ask where to buy them.'],
  ['Matteo Romano', 'Barista trainer', 'Milan, Italy', '2026-05', 'I teach coffee for a living, and I used their brewing guide to teach tea. The students loved it.'],
  ['Chloé Martin', 'Tea lover', 'Montréal, Canada', '2026-06', 'Cold brewed overnight, the Dimbula is the best summer drink I know.'],
  ['Hiroshi Sato', 'Hotel manager, Sakura Garden Hotel', 'Kyoto, Japan', '2026-07', 'Our guests are particular about tea. We have had only compliments since we began serving it in the lounge.'],
  ['Amara Wijesinghe', 'Tea lover', 'Colombo, Sri Lanka', '2026-08', 'Proud to see tea from our hills treated with this much care, and the people who pluck it with even more.'],
]

const slugOf = (author: string, month: string) =>
  `${author.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${month}`

export async function seedTestimonials(payload: Payload, _media: MediaIds): Promise<number> {
  let created = 0
  for (const [author, role, place, month, text] of testimonials) {
    const slug = slugOf(author, month)
    const made = await upsertDocument(payload, {
      collection: 'testimonials',
      where: { and: [{ slug: { equals: slug } }, { country: { equals: 'GLOBAL' } }] },
      data: () => ({ slug, author_name: author, role, place, text, date: `${month}-15T00:00:00.000Z`, country: 'GLOBAL', _status: 'published' }),
    })
    if (made) created++
  }
  return created
}
