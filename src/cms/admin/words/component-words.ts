/**
 * The words of the admin's own components (the market links above lists, the market versions in the sidebar, the
 * missing-translations view, a file's "where used"), in English and German. They join Payload's translations under NAMESPACE
 * (../admin-settings.ts), so each editor reads them in the language chosen under their account, as Payload's own.
 * `{{name}}` is filled in by Payload's `t`.
 */
export const NAMESPACE = 'dalumara'

export const COMPONENT_WORDS_EN = {
  marketFilterLabel: 'Filter by market',
  marketFilterHeading: 'Market:',
  anyMarket: 'Any',
  marketsLabel: 'Markets',
  ownVersionBefore: '{{market}}’s own version of',
  ownVersionAfter: ', which all other countries see.',
  shownOnlyIn: 'Shown in {{market}} only: there is no version for all countries.',
  marketsWithOwnVersion: 'Markets with their own version:',
  draft: '(draft)',
  noMarketHasOwnVersion: 'Every market shows this record; none has a version of its own.',
  copyAfterPublishing: 'Once this record is published, a market can be given a version of its own.',
  giveMarketOwnVersion: 'Give a market its own version',
  copyForMarket: 'Copy for this market',
  copying: 'Copying…',
  copyFailed: 'The market’s version could not be made ({{status}}).',
  copyNoAnswer: 'The market’s version could not be made: the server did not answer.',
  missingTranslations: 'Missing translations',
  missingIntro:
    'Published records with fields written in {{language}} and empty in another language that their market offers (records for all countries: every language). Visitors see the {{language}} text there until the translation is published. Fields that',
  needAnUpdate: 'need an update',
  missingIntroEnd: 'were translated, then their {{language}} text changed: visitors still see the earlier translation. Changing the translation settles them.',
  missingCut: 'Only the {{count}} most recently changed published records of each collection are checked; not checked: {{list}}.',
  missingCutMore: '{{label}} ({{count}} more)',
  noLanguageAssigned: 'No language is assigned to you.',
  oneRecord: '1 record',
  manyRecords: '{{count}} records',
  collectionColumn: 'Collection',
  recordColumn: 'Record',
  marketColumn: 'Market',
  untranslatedColumn: 'Untranslated fields',
  needUpdateColumn: 'Fields that need an update',
  translateInto: 'Translate “{{title}}” into {{language}}',
  allTranslated: 'Every published record is translated and up to date.',
  firstAccount: 'This first account is the site’s administrator: it can add the other editors, choose what each may do, and change the settings.',
  whereUsed: 'Where used',
  notUsed: 'No record uses this file.',
  whereUsedNote: 'Records that show it in a picture or file field; a picture placed inside formatted text is not counted.',
  focalPoint: 'Focal point',
  focalPointNote: 'Where a page crops this picture to its frame, the marked point ({{x}} % across, {{y}} % down) stays in view. Change it under “Edit Image”: click the point that matters.',
}

export type ComponentWord = keyof typeof COMPONENT_WORDS_EN

export const COMPONENT_WORDS_DE: Record<ComponentWord, string> = {
  marketFilterLabel: 'Nach Markt filtern',
  marketFilterHeading: 'Markt:',
  anyMarket: 'Alle',
  marketsLabel: 'Märkte',
  ownVersionBefore: 'Die eigene Fassung für {{market}} von',
  ownVersionAfter: ', die alle anderen Länder sehen.',
  shownOnlyIn: 'Nur in {{market}} gezeigt: Es gibt keine Fassung für alle Länder.',
  marketsWithOwnVersion: 'Märkte mit eigener Fassung:',
  draft: '(Entwurf)',
  noMarketHasOwnVersion: 'Jeder Markt zeigt diesen Eintrag; keiner hat eine eigene Fassung.',
  copyAfterPublishing: 'Sobald dieser Eintrag veröffentlicht ist, kann ein Markt eine eigene Fassung bekommen.',
  giveMarketOwnVersion: 'Einem Markt eine eigene Fassung geben',
  copyForMarket: 'Für diesen Markt kopieren',
  copying: 'Wird kopiert …',
  copyFailed: 'Die Fassung für den Markt konnte nicht angelegt werden ({{status}}).',
  copyNoAnswer: 'Die Fassung für den Markt konnte nicht angelegt werden: Der Server hat nicht geantwortet.',
  missingTranslations: 'Fehlende Übersetzungen',
  missingIntro:
    'Veröffentlichte Einträge mit Feldern, die auf {{language}} geschrieben und in einer anderen Sprache ihres Markts leer sind (Einträge für alle Länder: in jeder Sprache). Besucher lesen dort den Text auf {{language}}, bis die Übersetzung veröffentlicht ist.',
  needAnUpdate: 'Eine Aktualisierung brauchen',
  missingIntroEnd: 'Felder, die übersetzt wurden, bevor sich ihr Text auf {{language}} änderte: Besucher lesen noch die frühere Übersetzung. Eine Änderung der Übersetzung erledigt sie.',
  missingCut: 'Geprüft werden nur die {{count}} zuletzt geänderten veröffentlichten Einträge jeder Sammlung; nicht geprüft: {{list}}.',
  missingCutMore: '{{label}} ({{count}} weitere)',
  noLanguageAssigned: 'Ihnen ist keine Sprache zugewiesen.',
  oneRecord: '1 Eintrag',
  manyRecords: '{{count}} Einträge',
  collectionColumn: 'Sammlung',
  recordColumn: 'Eintrag',
  marketColumn: 'Markt',
  untranslatedColumn: 'Unübersetzte Felder',
  needUpdateColumn: 'Felder, die eine Aktualisierung brauchen',
  translateInto: '„{{title}}“ übersetzen ({{language}})',
  allTranslated: 'Jeder veröffentlichte Eintrag ist übersetzt und aktuell.',
  firstAccount: 'Dieses erste Konto verwaltet die Website: Es kann weitere Redakteure anlegen, festlegen, was jeder darf, und die Einstellungen ändern.',
  whereUsed: 'Wo verwendet',
  notUsed: 'Kein Eintrag verwendet diese Datei.',
  whereUsedNote: 'Einträge, die sie in einem Bild- oder Dateifeld zeigen; ein Bild im formatierten Text wird nicht mitgezählt.',
  focalPoint: 'Bildschwerpunkt',
  focalPointNote: 'Wo eine Seite dieses Bild auf ihren Rahmen zuschneidet, bleibt der markierte Punkt ({{x}} % von links, {{y}} % von oben) sichtbar. Ändern unter „Bild bearbeiten“: den wichtigen Punkt anklicken.',
}

/** Payload's `t` (server: `i18n.t`; client: `useTranslation().t`), typed for these words. */
type Translate = (key: never, vars?: never) => string

/** A component's word in the editor's language, with its `{{name}}`s filled. */
export function say(t: Translate, word: ComponentWord, vars?: Record<string, string | number>): string {
  return (t as unknown as (key: string, vars?: Record<string, unknown>) => string)(`${NAMESPACE}:${word}`, vars)
}
