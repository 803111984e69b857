/**
 * The error pages' words, apart from the dictionaries: the global error page is loaded with every
 * page, so it imports only these few words, not a whole dictionary (en.ts and de.ts include them).
 */
export const enErrors = {
    title: 'Error',
    reference: 'Reference:',
    tryAgain: 'Try again',
    backHome: 'Back to the home page',
    notFound: 'This page could not be found',
    notFoundHint: 'The address may be mistyped, or the page has moved. Search the site, or start from one of these pages.',
    popularPages: 'Popular pages',
    popular: { story: 'Our family story', schoolOfTea: 'School of tea', sustainability: 'Sustainability', media: 'Media', contact: 'Contact us' },
    errorPageFailed: 'An error occurred while showing the error page',
    details: 'Details:',
    unknown: 'unknown error',
    goHome: 'Go back to home',
}

export const deErrors: typeof enErrors = {
    title: 'Fehler',
    reference: 'Referenz:',
    tryAgain: 'Erneut versuchen',
    backHome: 'Zurück zur Startseite',
    notFound: 'Diese Seite wurde nicht gefunden',
    notFoundHint: 'Vielleicht ist die Adresse vertippt, oder die Seite ist umgezogen. Durchsuchen Sie die Website oder beginnen Sie mit einer dieser Seiten.',
    popularPages: 'Beliebte Seiten',
    popular: { story: 'Unsere Familiengeschichte', schoolOfTea: 'Teeschule', sustainability: 'Nachhaltigkeit', media: 'Medien', contact: 'Kontakt' },
    errorPageFailed: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
    details: 'Details:',
    unknown: 'unbekannter Fehler',
    goHome: 'Zurück zur Startseite',
}
