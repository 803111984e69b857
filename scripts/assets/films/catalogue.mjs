/**
 * The seed's films: what each shows (scene and options), what its poster's alt text says, and its
 * captions in English and German as [from, to, English, German]. Several pages may show one film
 * where their subjects are the same (a plucking morning), so every title that uses a film must fit it.
 */
const cues = (...lines) => lines

const speaker = (options) => ({ scene: 'portrait', options: { blinkOffset: 0, ...options } })

export const films = [
  {
    id: 'estate-year',
    scene: 'hills',
    options: { palette: 'dawn', sunRise: true, trees: true, factory: true, seed: 'estate-year' },
    alt: 'Film: sunrise over terraced tea hills and the estate factory, with mist drifting through the valley',
    captions: cues(
      [0.4, 2.8, 'Kirikanda at first light, high in the Uva hills.', 'Kirikanda im ersten Licht, hoch in den Hügeln von Uva.'],
      [3.0, 5.4, 'Through the year the mist comes and goes with the monsoons.', 'Übers Jahr kommt und geht der Nebel mit den Monsunen.'],
      [5.6, 7.8, 'And every seven days the pluckers walk these rows again.', 'Und alle sieben Tage gehen die Pflückerinnen diese Reihen wieder ab.'],
    ),
  },
  {
    id: 'forest-corridors',
    scene: 'hills',
    options: { palette: 'forest', forest: true, birds: true, trees: true, seed: 'forest' },
    alt: 'Film: birds fly over a strip of forest between tea gardens',
    captions: cues(
      [0.4, 2.8, 'Between the estates, strips of forest grow back along the streams.', 'Zwischen den Gütern wachsen entlang der Bäche wieder Waldstreifen.'],
      [3.0, 5.4, 'Birds cross from one garden to the next through the canopy.', 'Vögel ziehen durch das Blätterdach von einem Garten zum nächsten.'],
      [5.6, 7.8, 'The survey counted 112 bird species on our land.', 'Die Zählung fand 112 Vogelarten auf unserem Land.'],
    ),
  },
  {
    id: 'monsoon-rain',
    scene: 'hills',
    options: { palette: 'monsoon', rain: true, trees: true, mist: 6, mistOpacity: 0.6, seed: 'monsoon' },
    alt: 'Film: monsoon rain falls on tea slopes under low cloud',
    captions: cues(
      [0.4, 2.6, 'The south-west monsoon reaches the hills.', 'Der Südwestmonsun erreicht die Berge.'],
      [2.8, 5.4, 'Rain soaks the terraces; the drains carry the water away from the soil.', 'Regen tränkt die Terrassen; die Gräben leiten das Wasser vom Boden weg.'],
      [5.6, 7.8, 'After the rain, the bushes flush with new leaf.', 'Nach dem Regen treiben die Büsche frisches Blatt aus.'],
    ),
  },
  {
    id: 'seventy-years',
    scene: 'hills',
    options: { palette: 'dusk', factory: true, road: true, mist: 2, seed: 'seventy' },
    alt: 'Film: an old lorry drives along the road below a tea factory in the evening',
    captions: cues(
      [0.4, 2.6, 'It began with one estate, one factory and one lorry.', 'Es begann mit einem Gut, einer Fabrik und einem Lastwagen.'],
      [2.8, 5.2, 'Twice a week the lorry took the tea down to Colombo.', 'Zweimal pro Woche brachte der Lastwagen den Tee nach Colombo.'],
      [5.4, 7.8, 'Seventy years on, the family still tastes every lot.', 'Siebzig Jahre später verkostet die Familie noch immer jede Partie.'],
    ),
  },
  {
    id: 'misty-morning',
    scene: 'hills',
    options: { palette: 'morning', trees: true, mist: 7, mistY: 240, mistOpacity: 0.75, seed: 'misty' },
    alt: 'Film: thick morning mist moves through a valley of tea gardens',
    captions: cues(
      [0.4, 2.6, 'Six in the morning, and the mist sits in the valley.', 'Sechs Uhr morgens, und der Nebel liegt im Tal.'],
      [2.8, 5.2, 'Up here the air is cold, and the leaf grows slowly.', 'Hier oben ist die Luft kalt, und das Blatt wächst langsam.'],
      [5.4, 7.8, 'Slow leaf makes a light, fragrant tea.', 'Langsam gewachsenes Blatt ergibt einen leichten, duftenden Tee.'],
    ),
  },
  {
    id: 'dry-season',
    scene: 'hills',
    options: { palette: 'golden', trees: true, factory: true, mist: 2, mistOpacity: 0.3, seed: 'dry' },
    alt: 'Film: tea slopes and a factory in clear golden light in the dry season',
    captions: cues(
      [0.4, 2.8, 'The dry weeks on the western slopes: clear skies and cool nights.', 'Die trockenen Wochen an den Westhängen: klarer Himmel und kühle Nächte.'],
      [3.0, 5.4, 'The bushes grow slowly, and the leaf gains its flavour.', 'Die Büsche wachsen langsam, und das Blatt gewinnt an Aroma.'],
      [5.6, 7.8, 'These are the weeks of the season’s best teas.', 'Das sind die Wochen der besten Tees der Saison.'],
    ),
  },
  {
    id: 'plucking',
    scene: 'plucking',
    options: { palette: 'morning', skin: '#8d5a3b', sleeve: '#b8452f' },
    alt: 'Film: a hand plucks two leaves and a bud from a tea bush and drops them into a basket',
    captions: cues(
      [0.3, 2.4, 'Two leaves and a bud, and nothing more.', 'Zwei Blätter und eine Knospe, mehr nicht.'],
      [2.6, 5.2, 'Plucked by hand, the shoot goes straight into the basket.', 'Von Hand gepflückt, wandert der Trieb direkt in den Korb.'],
      [5.4, 7.8, 'A good plucker gathers eighteen kilos of fresh leaf a day.', 'Eine gute Pflückerin sammelt am Tag achtzehn Kilo frisches Blatt.'],
    ),
  },
  {
    id: 'perfect-cup',
    scene: 'pour',
    options: { palette: 'morning', vessel: 'cup', pot: '#3e6f8e', window: true },
    alt: 'Film: a blue teapot pours black tea into a white cup',
    captions: cues(
      [0.3, 2.6, 'Warm the pot, then one level teaspoon of leaf per cup.', 'Die Kanne vorwärmen, dann einen gestrichenen Teelöffel Blatt pro Tasse.'],
      [2.8, 5.2, 'Water just off the boil, and four minutes on the timer.', 'Wasser, das gerade aufgekocht hat, und vier Minuten auf der Uhr.'],
      [5.4, 7.8, 'Pour it all out: tea left on the leaf turns bitter.', 'Alles ausgießen: Tee, der auf dem Blatt stehen bleibt, wird bitter.'],
    ),
  },
  {
    id: 'tea-lounge',
    scene: 'pour',
    options: { palette: 'golden', vessel: 'cup', pot: '#f6f2ea', cakeStand: true },
    alt: 'Film: tea is poured at a table set for afternoon tea, with a cake stand of scones and cake',
    captions: cues(
      [0.3, 2.6, 'The first afternoon at our tea lounge in Colombo.', 'Der erste Nachmittag in unserer Tea Lounge in Colombo.'],
      [2.8, 5.2, 'Sandwiches, scones and cake, and a fresh pot for every table.', 'Sandwiches, Scones und Kuchen, und eine frische Kanne für jeden Tisch.'],
      [5.4, 7.8, 'Every tea is brewed to order and timed to the second.', 'Jeder Tee wird auf Bestellung aufgegossen, auf die Sekunde genau.'],
    ),
  },
  {
    id: 'iced-tea',
    scene: 'pour',
    options: { palette: 'golden', vessel: 'glass', pot: '#2f6a4a', window: true },
    alt: 'Film: strong tea is poured over ice into a tall glass with a slice of lemon',
    captions: cues(
      [0.3, 2.6, 'Brew the tea at double strength: two teaspoons per cup.', 'Den Tee doppelt stark aufgießen: zwei Teelöffel pro Tasse.'],
      [2.8, 5.2, 'Pour it straight over a glass full of ice.', 'Direkt über ein Glas voller Eis gießen.'],
      [5.4, 7.8, 'The ice melts to the right strength, and the tea stays clear.', 'Das Eis schmilzt auf die richtige Stärke, und der Tee bleibt klar.'],
    ),
  },
  {
    id: 'withering-lofts',
    scene: 'withering',
    options: { palette: 'night' },
    alt: 'Film: at night, fresh tea leaf lies on a long trough while a fan blows air through it',
    captions: cues(
      [0.3, 2.6, 'Night in the withering lofts of the Kirikanda factory.', 'Nacht auf den Welkböden der Fabrik von Kirikanda.'],
      [2.8, 5.2, 'Fresh leaf rests on the troughs for fourteen to sixteen hours.', 'Das frische Blatt ruht vierzehn bis sechzehn Stunden auf den Trögen.'],
      [5.4, 7.8, 'Fans keep cool air moving through it until it is soft enough to roll.', 'Ventilatoren bewegen kühle Luft hindurch, bis es weich genug zum Rollen ist.'],
    ),
  },
  {
    id: 'rolling-table',
    scene: 'rolling',
    options: { palette: 'morning' },
    alt: 'Film: a rolling machine turns withered tea leaf on a brass table in the factory',
    captions: cues(
      [0.3, 2.6, 'Plucked, then withered overnight, the leaf comes to the rolling tables.', 'Gepflückt und über Nacht gewelkt, kommt das Blatt auf die Rolltische.'],
      [2.8, 5.2, 'Rolling twists the leaf and breaks it open, so the air can work.', 'Das Rollen dreht das Blatt und bricht es auf, damit die Luft wirken kann.'],
      [5.4, 7.8, 'Then it is fired, sorted and tasted before it reaches your cup.', 'Danach wird es getrocknet, sortiert und verkostet, bevor es in Ihre Tasse kommt.'],
    ),
  },
  {
    id: 'tasting-bench',
    scene: 'tasting',
    options: { palette: 'morning' },
    alt: 'Film: a taster’s spoon moves along a row of tasting cups, from pale gold to dark copper tea',
    captions: cues(
      [0.3, 2.6, 'Auction week: every lot in the catalogue is tasted first.', 'Auktionswoche: Jede Partie im Katalog wird zuerst verkostet.'],
      [2.8, 5.2, 'Pale gold to deep copper, cup after cup along the bench.', 'Von hellem Gold bis tiefem Kupfer, Tasse für Tasse die Bank entlang.'],
      [5.4, 7.8, 'Only then do the brokers bid.', 'Erst dann bieten die Makler.'],
    ),
  },
  {
    id: 'founder-message',
    ...speaker({ palette: 'dawn', background: 'hills', skin: '#a86f4c', hair: 'bun', hairColour: '#c9c4bd', brows: '#9a948c', clothing: '#7a2f3b', drape: '#d9a441', earrings: true, glasses: true, dot: true }),
    alt: 'Film: an illustrated portrait of the founder, an older woman in a sari, speaking in front of tea hills',
    captions: cues(
      [0.3, 2.7, 'When I was a young taster, I learned to judge a tea in four seconds.', 'Als junge Verkosterin lernte ich, einen Tee in vier Sekunden zu beurteilen.'],
      [2.9, 5.3, 'It took me much longer to understand what I was tasting.', 'Viel länger brauchte ich, um zu verstehen, was ich da schmeckte.'],
      [5.5, 7.8, 'Brew it well, share it often, and come and see us in Haputale.', 'Brühen Sie ihn gut auf, teilen Sie ihn oft, und besuchen Sie uns in Haputale.'],
    ),
  },
  {
    id: 'wish-hamburg-grocer',
    ...speaker({ palette: 'morning', background: 'shop', skin: '#f0c8a8', hair: 'short', hairColour: '#b07a3c', brows: '#8a5a2c', clothing: '#2f5f4a', blinkOffset: 1.1 }),
    alt: 'Film: an illustrated portrait of a grocer speaking in front of shelves of tea tins',
    captions: cues(
      [0.3, 2.6, 'Hello from Hamburg! I took the first container that came to Germany.', 'Hallo aus Hamburg! Ich habe den ersten Container nach Deutschland abgenommen.'],
      [2.8, 5.2, 'Now my customers ask for the Uva by name.', 'Heute fragen meine Kunden namentlich nach dem Uva.'],
      [5.4, 7.8, 'All the best to everyone on the estates!', 'Alles Gute an alle auf den Gütern!'],
    ),
  },
  {
    id: 'wish-penang-tea-family',
    ...speaker({ palette: 'golden', background: 'shop', skin: '#e8c39e', hair: 'long', hairColour: '#1f1a17', brows: '#1f1a17', clothing: '#b23a48', earrings: true, blinkOffset: 0.4 }),
    alt: 'Film: an illustrated portrait of a tea merchant speaking in her family’s shop',
    captions: cues(
      [0.3, 2.6, 'Greetings from Penang, from one tea family to another.', 'Grüße aus Penang, von einer Teefamilie an die andere.'],
      [2.8, 5.2, 'My grandfather packed tea in this shop; we still do.', 'Mein Großvater hat in diesem Laden Tee verpackt; wir tun es noch heute.'],
      [5.4, 7.8, 'May your gardens grow for many more years.', 'Mögen Ihre Gärten noch viele Jahre wachsen.'],
    ),
  },
  {
    id: 'wish-plucking-line',
    ...speaker({ palette: 'dawn', background: 'garden', skin: '#7a4a30', hair: 'scarf', hairColour: '#c0392b', brows: '#3a2a20', clothing: '#6a3d7a', earrings: true, dot: true, blinkOffset: 2 }),
    alt: 'Film: an illustrated portrait of a tea plucker speaking in front of the tea rows',
    captions: cues(
      [0.3, 2.6, 'I started plucking at Kirikanda when I was nineteen.', 'Mit neunzehn habe ich in Kirikanda mit dem Pflücken angefangen.'],
      [2.8, 5.2, 'Forty years later, my hands still know every row.', 'Vierzig Jahre später kennen meine Hände noch jede Reihe.'],
      [5.4, 7.8, 'Thank you, and look after the young ones.', 'Danke, und passen Sie gut auf die Jungen auf.'],
    ),
  },
  {
    id: 'wish-school-library',
    ...speaker({ palette: 'morning', background: 'books', skin: '#8a5536', hair: 'short', hairColour: '#1b1512', brows: '#1b1512', clothing: '#f4f4f0', blinkOffset: 0.8 }),
    alt: 'Film: an illustrated portrait of a school pupil speaking in front of library shelves',
    captions: cues(
      [0.3, 2.6, 'Thank you for our library!', 'Danke für unsere Bibliothek!'],
      [2.8, 5.2, 'We read every afternoon now, and on Saturdays too.', 'Wir lesen jetzt jeden Nachmittag, und samstags auch.'],
      [5.4, 7.8, 'Come and visit us, and bring more books!', 'Besuchen Sie uns, und bringen Sie mehr Bücher mit!'],
    ),
  },
  {
    id: 'wish-night-shift',
    ...speaker({ palette: 'night', background: 'night', skin: '#c68d63', hair: 'short', hairColour: '#2a1d16', brows: '#2a1d16', clothing: '#2f8a8a', blinkOffset: 1.6 }),
    alt: 'Film: an illustrated portrait of a nurse speaking at a window at night',
    captions: cues(
      [0.3, 2.6, 'Kia ora from Wellington.', 'Kia ora aus Wellington.'],
      [2.8, 5.2, 'After a night shift on the ward, I put the kettle on first.', 'Nach einer Nachtschicht auf Station setze ich zuerst den Wasserkocher auf.'],
      [5.4, 7.8, 'Your breakfast tea gets me home. Thank you.', 'Ihr Frühstückstee bringt mich nach Hause. Danke.'],
    ),
  },
  {
    id: 'wish-dressing-room',
    ...speaker({ palette: 'morning', background: 'lockers', skin: '#9a6544', hair: 'cap', hairColour: '#1b1512', capColour: '#1f3b6e', brows: '#1b1512', clothing: '#f5f3ea', blinkOffset: 2.5 }),
    alt: 'Film: an illustrated portrait of a cricketer in a cap speaking in a dressing room',
    captions: cues(
      [0.3, 2.6, 'Cheers from the dressing room in Leeds!', 'Grüße aus der Umkleide in Leeds!'],
      [2.8, 5.2, 'The team won’t start a match without a pot of your tea.', 'Ohne eine Kanne von Ihrem Tee fängt das Team kein Spiel an.'],
      [5.4, 7.8, 'Here’s to many more seasons.', 'Auf viele weitere Spielzeiten!'],
    ),
  },
  {
    id: 'cooperative',
    ...speaker({ palette: 'forest', background: 'garden', skin: '#8a5a3a', hair: 'short', hairColour: '#3a3a3a', brows: '#2a2a2a', clothing: '#e8e2d0', glasses: true, blinkOffset: 0.2 }),
    alt: 'Film: an illustrated portrait of a smallholder speaking in front of his tea garden',
    captions: cues(
      [0.3, 2.6, 'Our cooperative brings together smallholders on the Hantana range.', 'Unsere Genossenschaft vereint Kleinbauern an der Hantana-Kette.'],
      [2.8, 5.2, 'Each family tends its own garden; we share the collection point and the price.', 'Jede Familie pflegt ihren eigenen Garten; Sammelstelle und Preis teilen wir.'],
      [5.4, 7.8, 'A fair price means our children can stay in the hills.', 'Ein fairer Preis heißt, dass unsere Kinder in den Bergen bleiben können.'],
    ),
  },
]
