import type { Payload, Where } from 'payload'
import type { FeaturedStoryKind } from '@/lib/media/featured-story-types'
import type { SocialWallNetwork } from '@/lib/media/social-networks'
import { routes } from '@/routes'
import { brand, brandName } from '@/site.config'
import type { MediaIds } from './build'
import type { ImageKey } from './images/catalogue'
import { upsertDocument } from './upsert-document'

/**
 * The featured stories (at least three of every type) and the social wall posts of the media
 * landing. Dates count back from the day the seed runs, so the stories and posts stay recent; each
 * list's dates differ, so its order is known (tests import these lists). Each text has its German.
 */
export type FeaturedStorySeed = {
  slug: string
  type: FeaturedStoryKind
  title: string
  summary: string
  link: string
  daysAgo: number
  isMedia: boolean
  image: ImageKey
  de: { title: string; summary: string }
}

export const featuredStories: FeaturedStorySeed[] = [
  {
    slug: 'first-flush-at-kirikanda',
    type: 'featured',
    title: 'The first flush of the year at Kirikanda',
    summary: 'The dry winds reached Uva early this year, and with them the brisk, rosy leaf Kirikanda is known for. Our tasters explain what made this season’s first flush different.',
    link: routes.family.teaGardens('kirikanda'),
    daysAgo: 3,
    isMedia: true,
    image: 'storyFirstFlush',
    de: { title: 'Die erste Pflückung des Jahres auf Kirikanda', summary: 'Die trockenen Winde haben Uva dieses Jahr früh erreicht, und mit ihnen das lebhafte, rosige Blatt, für das Kirikanda bekannt ist. Unsere Verkoster erklären, was den First Flush dieser Saison besonders macht.' },
  },
  {
    slug: 'three-generations-one-tasting-table',
    type: 'featured',
    title: 'Three generations at one tasting table',
    summary: 'Every Friday the family cups the week’s teas together. We sat in to hear how a grandmother, her son and her granddaughter judge the same cup.',
    link: routes.family.story,
    daysAgo: 10,
    isMedia: true,
    image: 'storyTastingTable',
    de: { title: 'Drei Generationen an einem Verkostungstisch', summary: 'Jeden Freitag verkostet die Familie gemeinsam die Tees der Woche. Wir waren dabei und haben zugehört, wie eine Großmutter, ihr Sohn und ihre Enkelin dieselbe Tasse beurteilen.' },
  },
  {
    slug: 'the-cloud-forest-comes-back',
    type: 'featured',
    title: 'Ten thousand trees later, the cloud forest comes back',
    summary: 'Five years after the first saplings went in on the ridges above Malhena, birds that had not been seen there for decades are nesting again.',
    link: routes.purpose.conservation,
    daysAgo: 17,
    isMedia: true,
    image: 'storyCloudForest',
    de: { title: 'Zehntausend Bäume später kehrt der Nebelwald zurück', summary: 'Fünf Jahre nachdem die ersten Setzlinge auf den Kämmen oberhalb von Malhena gepflanzt wurden, brüten dort wieder Vögel, die seit Jahrzehnten niemand gesehen hatte.' },
  },
  {
    slug: 'a-pot-for-the-monsoon',
    type: 'featured',
    title: 'A pot for the monsoon',
    summary: 'Rain on the roof and a strong cup of Dimbula: our tasters’ favourite teas for the wet months, and how to brew them.',
    link: routes.allAboutTea.howToBrew,
    daysAgo: 24,
    isMedia: false,
    image: 'storyMonsoonPot',
    de: { title: 'Eine Kanne für den Monsun', summary: 'Regen auf dem Dach und eine kräftige Tasse Dimbula: die Lieblingstees unserer Verkoster für die nassen Monate, und wie man sie aufbrüht.' },
  },
  {
    slug: 'afternoon-tea-for-four',
    type: 'tea_inspired',
    title: 'Afternoon tea for four, without the fuss',
    summary: 'Sandwiches, scones and a Ceylon cinnamon tea loaf: our free e-book plans the whole afternoon, down to which tea to pour with each course.',
    link: routes.allAboutTea.eBooks('afternoon-tea-at-home'),
    daysAgo: 5,
    isMedia: true,
    image: 'storyAfternoonTea',
    de: { title: 'Afternoon Tea für vier, ganz ohne Aufwand', summary: 'Sandwiches, Scones und ein Teekuchen mit Ceylon-Zimt: Unser kostenloses E-Book plant den ganzen Nachmittag, bis hin zum passenden Tee für jeden Gang.' },
  },
  {
    slug: 'cold-bright-and-made-with-tea',
    type: 'tea_inspired',
    title: 'Cold, bright and made with tea',
    summary: 'Iced tea is only as good as the tea it starts with. A recipe for a clear, lemony iced tea that will not turn cloudy in the jug.',
    link: routes.products.recipe('iced-lemon-black-tea'),
    daysAgo: 12,
    isMedia: false,
    image: 'storyIcedTea',
    de: { title: 'Kalt, klar und aus echtem Tee', summary: 'Ein Eistee ist nur so gut wie der Tee, aus dem er gemacht wird. Ein Rezept für einen klaren Eistee mit Zitrone, der im Krug nicht trüb wird.' },
  },
  {
    slug: 'pull-up-a-chair-at-the-tea-table',
    type: 'tea_inspired',
    title: 'Pull up a chair at The Tea Table',
    summary: 'Our podcast about drinking tea well: milk or lemon, iced tea without the bitterness, and learning to taste like a professional.',
    link: routes.allAboutTea.podcasts('the-tea-table'),
    daysAgo: 26,
    isMedia: true,
    image: 'storyTeaTable',
    de: { title: 'Setzen Sie sich zu uns an The Tea Table', summary: 'Unser Podcast über guten Teegenuss: Milch oder Zitrone, Eistee ohne Bitterkeit und Verkosten lernen wie die Profis.' },
  },
  {
    slug: 'why-we-pack-where-it-grows',
    type: 'purpose',
    title: 'Why we still pack our tea where it grows',
    summary: 'Packing in Sri Lanka keeps the work, the value and the freshness in the hills. Our founder explains a decision the family has never regretted.',
    link: routes.family.foundersMessage,
    daysAgo: 8,
    isMedia: true,
    image: 'storyPackWhereItGrows',
    de: { title: 'Warum wir unseren Tee noch immer dort verpacken, wo er wächst', summary: 'Wenn wir in Sri Lanka verpacken, bleiben die Arbeit, die Wertschöpfung und die Frische in den Bergen. Unser Gründer erklärt eine Entscheidung, die die Familie nie bereut hat.' },
  },
  {
    slug: 'a-fair-day-in-the-field',
    type: 'purpose',
    title: 'A fair day’s pay in the field',
    summary: 'What our pluckers earn, how it compares with the industry wage, and the care that comes with the job: clinics, crèches and housing.',
    link: routes.purpose.root,
    daysAgo: 20,
    isMedia: false,
    image: 'storyFairPay',
    de: { title: 'Ein fairer Tageslohn auf dem Feld', summary: 'Was unsere Pflückerinnen verdienen, wie das im Vergleich zum Branchenlohn aussieht und welche Fürsorge dazugehört: Kliniken, Kinderkrippen und Wohnungen.' },
  },
  {
    slug: 'the-people-behind-the-cup',
    type: 'purpose',
    title: 'The people behind the cup',
    summary: `About nine hundred people work with ${brandName}. Our values are the promises we make to them, to the land and to everyone who drinks our tea.`,
    link: routes.family.values,
    daysAgo: 33,
    isMedia: true,
    image: 'storyPeople',
    de: { title: 'Die Menschen hinter der Tasse', summary: `Rund neunhundert Menschen arbeiten mit ${brandName}. Unsere Werte sind die Versprechen, die wir ihnen geben, dem Land und allen, die unseren Tee trinken.` },
  },
  {
    slug: 'counting-the-birds-of-the-ridge',
    type: 'conservation',
    title: 'Counting the birds of the ridge',
    summary: 'Volunteers from the estates spent a dawn counting birds in the restored forest. They found forty-one species, six more than the year before.',
    link: routes.purpose.conservation,
    daysAgo: 6,
    isMedia: true,
    image: 'storyBirds',
    de: { title: 'Vogelzählung auf dem Kamm', summary: 'Freiwillige von den Plantagen haben im Morgengrauen die Vögel im wiederhergestellten Wald gezählt. Sie fanden einundvierzig Arten, sechs mehr als im Jahr zuvor.' },
  },
  {
    slug: 'a-nursery-of-native-trees',
    type: 'conservation',
    title: 'A nursery of native trees',
    summary: 'Every sapling we plant starts as a seed collected on the estates. Meet the team that raises twenty thousand of them a year.',
    link: routes.purpose.conservation,
    daysAgo: 15,
    isMedia: false,
    image: 'storyNursery',
    de: { title: 'Eine Baumschule für heimische Bäume', summary: 'Jeder Setzling, den wir pflanzen, beginnt als Samen, der auf den Plantagen gesammelt wurde. Lernen Sie das Team kennen, das jedes Jahr zwanzigtausend davon heranzieht.' },
  },
  {
    slug: 'keeping-the-stream-at-malhena-clear',
    type: 'conservation',
    title: 'Keeping the stream at Malhena clear',
    summary: 'A strip of forest along the stream filters the rain before it reaches the valley. This is how the estate looks after it.',
    link: routes.family.teaGardens('malhena'),
    daysAgo: 30,
    isMedia: true,
    image: 'storyStream',
    de: { title: 'Damit der Bach von Malhena klar bleibt', summary: 'Ein Waldstreifen entlang des Baches filtert den Regen, bevor er das Tal erreicht. So pflegt die Plantage ihn.' },
  },
  {
    slug: 'sun-on-the-factory-roof',
    type: 'sustainability',
    title: 'Sun on the factory roof',
    summary: 'Solar panels on the Kirikanda factory now supply most of the power its withering fans need on a dry day.',
    link: routes.purpose.sustainability,
    daysAgo: 4,
    isMedia: true,
    image: 'storySolar',
    de: { title: 'Sonne auf dem Fabrikdach', summary: 'Solarmodule auf der Fabrik von Kirikanda liefern an trockenen Tagen inzwischen den größten Teil des Stroms für die Welkventilatoren.' },
  },
  {
    slug: 'less-plastic-in-every-box',
    type: 'sustainability',
    title: 'Less plastic in every box',
    summary: 'Our tea bags no longer contain plastic, and the outer wrap is now paper. The change took two years of trials on the packing line.',
    link: routes.purpose.sustainability,
    daysAgo: 18,
    isMedia: false,
    image: 'storyLessPlastic',
    de: { title: 'Weniger Plastik in jeder Packung', summary: 'Unsere Teebeutel enthalten kein Plastik mehr, und die Außenhülle ist jetzt aus Papier. Die Umstellung hat zwei Jahre Versuche an der Verpackungslinie gebraucht.' },
  },
  {
    slug: 'compost-from-the-prunings',
    type: 'sustainability',
    title: 'Compost from the prunings',
    summary: 'When the bushes are pruned, nothing is burnt. The cuttings go back to the soil, and the estates buy less fertiliser every year.',
    link: routes.purpose.sustainability,
    daysAgo: 40,
    isMedia: true,
    image: 'storyCompost',
    de: { title: 'Kompost aus dem Rückschnitt', summary: 'Wenn die Teesträucher zurückgeschnitten werden, wird nichts verbrannt. Der Schnitt geht zurück in den Boden, und die Plantagen kaufen jedes Jahr weniger Dünger.' },
  },
  {
    slug: 'forty-new-scholarships',
    type: 'foundation',
    title: 'Forty new scholarships for estate children',
    summary: 'This year the Foundation awarded forty university scholarships to the sons and daughters of estate families, the most in its history.',
    link: routes.purpose.foundation,
    daysAgo: 2,
    isMedia: true,
    image: 'storyScholarships',
    de: { title: 'Vierzig neue Stipendien für Plantagenkinder', summary: 'In diesem Jahr hat die Stiftung vierzig Studienstipendien an Söhne und Töchter von Plantagenfamilien vergeben, so viele wie noch nie.' },
  },
  {
    slug: 'clean-water-on-tap-at-hethumalee',
    type: 'foundation',
    title: 'Clean water on tap at Hethumalee',
    summary: 'A new spring catchment and filter bring clean water to every house on the estate, and to the village school below it.',
    link: routes.purpose.foundation,
    daysAgo: 14,
    isMedia: true,
    image: 'storyCleanWater',
    de: { title: 'Sauberes Wasser aus der Leitung auf Hethumalee', summary: 'Eine neue Quellfassung mit Filter bringt sauberes Wasser in jedes Haus der Plantage und in die Dorfschule unterhalb.' },
  },
  {
    slug: 'a-morning-at-the-estate-creche',
    type: 'foundation',
    title: 'A morning at the estate crèche',
    summary: 'While parents work in the field and the factory, their youngest children are cared for a few minutes’ walk away. We spent a morning with them.',
    link: routes.purpose.foundation,
    daysAgo: 28,
    isMedia: false,
    image: 'storyCreche',
    de: { title: 'Ein Vormittag in der Kinderkrippe der Plantage', summary: 'Während die Eltern auf dem Feld und in der Fabrik arbeiten, werden ihre Jüngsten nur wenige Gehminuten entfernt betreut. Wir haben einen Vormittag mit ihnen verbracht.' },
  },
]

export type SocialPostSeed = { slug: string; network: SocialWallNetwork; description: string; descriptionDe: string; daysAgo: number; image: ImageKey }

export const socialPosts: SocialPostSeed[] = [
  { slug: 'first-flush-morning', network: 'instagram', daysAgo: 1, image: 'postFirstFlush', description: 'Six in the morning at Kirikanda, and the first flush is coming in. Two leaves and a bud, every time.', descriptionDe: 'Sechs Uhr morgens auf Kirikanda, und die erste Pflückung kommt herein. Zwei Blätter und eine Knospe, jedes Mal.' },
  { slug: 'twelve-hours-in-the-withering-loft', network: 'youtube', daysAgo: 2, image: 'postWithering', description: 'Watch twelve hours in the withering loft in ninety seconds, and hear why the leaf must lose half its water before it is rolled.', descriptionDe: 'Zwölf Stunden auf dem Welkboden in neunzig Sekunden – und warum das Blatt die Hälfte seines Wassers verlieren muss, bevor es gerollt wird.' },
  { slug: 'open-day-at-malhena', network: 'facebook', daysAgo: 4, image: 'postOpenDay', description: 'Thank you to the three hundred neighbours who came to the Malhena open day and planted a tree on the way out.', descriptionDe: 'Danke an die dreihundert Nachbarn, die zum Tag der offenen Tür auf Malhena kamen und auf dem Heimweg einen Baum gepflanzt haben.' },
  { slug: 'iced-tea-in-thirty-seconds', network: 'tiktok', daysAgo: 5, image: 'postIcedTea', description: 'Iced tea in thirty seconds: no powder, no syrup. Just strong tea, plenty of ice and a slice of lemon.', descriptionDe: 'Eistee in dreißig Sekunden: kein Pulver, kein Sirup. Nur kräftiger Tee, viel Eis und eine Scheibe Zitrone.' },
  { slug: 'forty-cups-on-the-bench', network: 'instagram', daysAgo: 7, image: 'postTastingBench', description: 'Forty cups on the tasting bench this morning. Four of them made it into the blend.', descriptionDe: 'Vierzig Tassen auf dem Verkostungstisch heute Morgen. Vier davon haben es in die Mischung geschafft.' },
  { slug: 'trainee-tasters-wanted', network: 'linkedin', daysAgo: 9, image: 'postHiring', description: 'We are looking for two trainee tea tasters to join our Colombo team. Curiosity matters more than experience.', descriptionDe: 'Wir suchen zwei angehende Teeverkoster für unser Team in Colombo. Neugier zählt mehr als Erfahrung.' },
  { slug: 'monsoon-update-from-dimbula', network: 'x', daysAgo: 11, image: 'postMonsoon', description: 'Monsoon update from Dimbula: heavy rain overnight, plucking starts again at ten. The bushes are loving it.', descriptionDe: 'Monsun-Update aus Dimbula: heftiger Regen in der Nacht, um zehn wird wieder gepflückt. Den Teesträuchern gefällt es.' },
  { slug: 'the-afternoon-tea-table', network: 'pinterest', daysAgo: 13, image: 'postAfternoonTea', description: 'Our afternoon tea table, ready for guests: scones, cucumber sandwiches and a pot of Nuwara Eliya.', descriptionDe: 'Unser Afternoon-Tea-Tisch, bereit für die Gäste: Scones, Gurkensandwiches und eine Kanne Nuwara Eliya.' },
  { slug: 'saplings-ready-for-the-ridge', network: 'instagram', daysAgo: 16, image: 'postSaplings', description: 'Two thousand native saplings are ready for the ridge. Planting starts with the rains.', descriptionDe: 'Zweitausend Setzlinge heimischer Bäume sind bereit für den Kamm. Gepflanzt wird, sobald der Regen kommt.' },
  { slug: 'meet-the-creche-teachers', network: 'youtube', daysAgo: 19, image: 'postTeachers', description: 'Meet the teachers of the estate crèches, in their own words.', descriptionDe: 'Lernen Sie die Erzieherinnen der Kinderkrippen auf den Plantagen kennen, in ihren eigenen Worten.' },
  { slug: 'scholarship-day', network: 'facebook', daysAgo: 22, image: 'postScholarships', description: 'Scholarship day at the Foundation: forty students, forty families and one very proud afternoon.', descriptionDe: 'Stipendientag bei der Stiftung: vierzig Studierende, vierzig Familien und ein sehr stolzer Nachmittag.' },
  { slug: 'dusk-over-uva', network: 'instagram', daysAgo: 25, image: 'postDusk', description: 'The last light over the Uva hills, seen from the factory steps.', descriptionDe: 'Das letzte Licht über den Bergen von Uva, gesehen von den Stufen der Fabrik.' },
]

/** The brand's account on each network (invented handles). */
const handle = `${brand}tea`
export const SOCIAL_ACCOUNTS: Record<SocialWallNetwork, string> = {
  instagram: `https://www.instagram.com/${handle}/`,
  facebook: `https://www.facebook.com/${handle}`,
  x: `https://x.com/${handle}`,
  youtube: `https://www.youtube.com/@${handle}`,
  tiktok: `https://www.tiktok.com/@${handle}`,
  linkedin: `https://www.linkedin.com/company/${brand}-tea`,
  pinterest: `https://www.pinterest.com/${handle}/`,
}

/** Midnight (UTC) `days` days before the seed runs. */
export function daysBefore(days: number, now = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  day.setUTCDate(day.getUTCDate() - days)
  return day.toISOString()
}

const globalKey = (slug: string): Where => ({ and: [{ slug: { equals: slug } }, { country: { equals: 'GLOBAL' } }] })

export async function seedFeaturedStories(payload: Payload, media: MediaIds): Promise<number> {
  let created = 0
  for (const story of featuredStories) {
    const made = await upsertDocument(payload, {
      collection: 'featured-stories',
      where: globalKey(story.slug),
      translated: true,
      data: (locale) => ({
        slug: story.slug,
        ...(locale === 'de' ? story.de : { title: story.title, summary: story.summary }),
        link: story.link,
        image: media[story.image],
        type: story.type,
        date: daysBefore(story.daysAgo),
        is_media: story.isMedia,
        country: 'GLOBAL',
        _status: 'published',
      }),
    })
    if (made) created++
  }
  return created
}

export async function seedSocialWall(payload: Payload, media: MediaIds): Promise<number> {
  let created = 0
  for (const post of socialPosts) {
    const made = await upsertDocument(payload, {
      collection: 'social-wall-items',
      where: globalKey(post.slug),
      translated: true,
      data: (locale) => ({
        slug: post.slug,
        description: locale === 'de' ? post.descriptionDe : post.description,
        image: media[post.image],
        icon_type: post.network,
        link: SOCIAL_ACCOUNTS[post.network],
        posted_at: daysBefore(post.daysAgo),
        country: 'GLOBAL',
        _status: 'published',
      }),
    })
    if (made) created++
  }
  return created
}
