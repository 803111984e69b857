/**
 * What a list field calls one row and all of them, in German by their English (its "Add …" button and each
 * row's heading): ../editor-admin.ts gives every one both, and tests/unit/editor-admin.test.ts fails on one missing.
 */
export const GERMAN_ROWS: Record<string, string> = {
  'Answer': 'Antwort',
  'Award': 'Auszeichnung',
  'Card': 'Karte',
  'Certificate': 'Zertifikat',
  'Column': 'Spalte',
  'Explore tile': 'Entdecken-Kachel',
  'Featured video': 'Vorgestelltes Video',
  'Figure': 'Kennzahl',
  'Goal': 'Ziel',
  'Menu': 'Menü',
  'Pack': 'Packung',
  'Reason to trust us': 'Grund, uns zu vertrauen',
  'Section item': 'Eintrag des Abschnitts',
  'Shop link': 'Shop-Link',
  'Shop': 'Shop',
  'Slide': 'Folie',
  'Slide for phones': 'Folie für Smartphones',
  'Store': 'Geschäft',
  'Sub-section': 'Unterabschnitt',
  'Sub-sections': 'Unterabschnitte',
  'Timeline entry': 'Eintrag der Zeitleiste',
  'Vacancy': 'Stelle',
}
