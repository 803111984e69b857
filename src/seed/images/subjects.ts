import { images, type ImageKey } from './catalogue'

/**
 * Pictures for a news story, event or press item chosen by its subject: the first rule whose words
 * its title holds puts its picture first (the cover), so an award story shows an award and a
 * packing story a pack. Leaf patterns say nothing about a story and are left out.
 */
const SUBJECTS: [RegExp, ImageKey][] = [
  [/uva.*gold/i, 'awardGoldenLeaf'],
  [/safest/i, 'awardSafety'],
  [/stars|taste awards/i, 'awardTasteStars'],
  [/maker of the year|honoured/i, 'awardTeaMaker'],
  [/plastic|packing|new look|packs?\b/i, 'formatTeaBags'],
  [/water|rain/i, 'storyCleanWater'],
  [/flush|plucking|quality season|harvest/i, 'storyFirstFlush'],
  [/gift|christmas|holiday/i, 'formatGiftTins'],
  [/solar|carbon/i, 'storySolar'],
  [/cocktail|iced/i, 'liquorIced'],
  [/trees|biodiversity|bird|forest/i, 'storyBirds'],
  [/monsoon|wet june/i, 'mediaGardenMonsoon'],
  [/tasting|taster|tea school|graduat|masterclass|judged/i, 'mediaTastingDawn'],
  [/afternoon tea|pairing|dinner|high-grown teas/i, 'storyAfternoonTea'],
  [/scholarship|children|crèche|eye camp|sports day|families/i, 'storyPeople'],
  [/visitor centre|open day|withering|factory|photography/i, 'mediaFactoryGolden'],
  [/germany|airport|tea bars|festival|expo|london|exports/i, 'liquorBlack'],
]

export function subjectPictures(title: string, chosen: ImageKey[]): ImageKey[] {
  const subject = SUBJECTS.find(([words]) => words.test(title))?.[1]
  const rest = chosen.filter((key) => key !== subject && images[key].scene.kind !== 'pattern')
  return subject ? [subject, ...rest] : rest.length ? rest : chosen
}
