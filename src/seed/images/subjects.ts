import { images, type ImageKey } from './catalogue'

/**
 * Pictures for a news story, event or press item chosen by its subject: the first rule whose words
 * its title holds puts its picture first (the cover), so an award story shows an award and a
 * packing story a pack. Where a rule names several, news, events and press each take their own,
 * so the three lists are not headed by one picture. Leaf patterns say nothing about a story and are left out.
 */
export type MediaList = 'news' | 'events' | 'press'
const LIST_INDEX: Record<MediaList, number> = { news: 0, events: 1, press: 2 }

const SUBJECTS: [RegExp, ImageKey | ImageKey[]][] = [
  [/uva.*gold/i, 'awardGoldenLeaf'],
  [/safest/i, 'awardSafety'],
  [/stars|taste awards/i, 'awardTasteStars'],
  [/maker of the year|honoured/i, 'awardTeaMaker'],
  [/plastic|packing|new look|packs?\b/i, ['formatTeaBags', 'formatLooseLeaf', 'formatPyramidBags']],
  [/water|rain/i, 'storyCleanWater'],
  [/flush|plucking|quality season|harvest/i, ['storyFirstFlush', 'postFirstFlush', 'mediaLeavesDawn']],
  [/gift|christmas|holiday/i, 'formatGiftTins'],
  [/solar|carbon/i, 'storySolar'],
  [/cocktail|iced/i, 'liquorIced'],
  [/trees|biodiversity|bird|forest/i, 'storyBirds'],
  [/monsoon|wet june/i, ['mediaGardenMonsoon', 'postMonsoon', 'storyStream']],
  [/tasting|taster|tea school|graduat|masterclass|judged/i, ['mediaTastingDawn', 'postTastingBench', 'storyTastingTable']],
  [/afternoon tea|pairing|dinner|high-grown teas/i, 'storyAfternoonTea'],
  [/scholarship|children|crèche|eye camp|sports day|families/i, 'storyPeople'],
  [/visitor centre|open day|withering|factory|photography/i, ['mediaFactoryGolden', 'postOpenDay', 'mediaFactoryDusk']],
  [/germany|airport|tea bars|festival|expo|london|exports/i, ['liquorBlack', 'formatTeaBags', 'postHiring']],
]

export function subjectPictures(title: string, chosen: ImageKey[], list: MediaList = 'news'): ImageKey[] {
  const rule = SUBJECTS.find(([words]) => words.test(title))?.[1]
  const subject = Array.isArray(rule) ? rule[LIST_INDEX[list] % rule.length] : rule
  const rest = chosen.filter((key) => key !== subject && images[key].scene.kind !== 'pattern')
  return subject ? [subject, ...rest] : rest.length ? rest : chosen
}
