import type { RecordingScript } from './types'
import { cast } from './voices'

/** The media section's audio items' scripts (src/seed/media-items/recordings.ts), by item slug; every person invented. */
export const audioScripts = {
  'a-planters-first-season': {
    voices: { Interviewer: cast.presenter, Chamari: cast.chamari },
    parts: [
      ['Interviewer', 'Chamari Dissanayake took over the upper division at Kirikanda last year. Chamari, what surprised you most in your first season in charge?'],
      ['Chamari', 'How much of the work is listening. I came with a degree in agriculture and a lot of plans. But the pluckers know every field, every bush almost. The factory officer knows the leaf. The drivers know which road will close in the rain. My job is to hear them early enough to act.'],
      ['Interviewer', 'Can you give an example?'],
      ['Chamari', 'In July, one of our oldest pluckers told me that field nine was flushing early, two days before my plan said it would. I moved the round. If I had waited, we would have lost the best leaf of the month to coarse growth.'],
      ['Interviewer', 'And the tea itself? How did the season go?'],
      ['Chamari', 'The tea tells you if you listened. The August winds were strong and dry this year, and the leaf was beautiful. Our Uva invoices were the best this division has made in ten years. I cannot take the credit. But I can say I did not get in the way.'],
      ['Interviewer', 'What is the plan for next year?'],
      ['Chamari', 'Replanting. Two of our oldest fields are tired. We will replant them slowly, one terrace at a time, so the people who pluck there never lose their work.'],
    ],
  },
  'why-we-still-wither-by-hand': {
    voices: { Narrator: cast.narrator, 'Factory officer': cast.tharindu },
    parts: [
      ['Narrator', 'It is nearly midnight at the Kirikanda factory. Above the factory floor, the withering lofts are dark and cool. Fresh leaf lies on long timber troughs, and the air moves through it all night long, drawing out half of its water before it can be rolled.'],
      ['Narrator', 'Most factories now wither in closed machines. Here, one man still walks the lofts with a torch, opening and closing the windows by hand.'],
      ['Factory officer', 'Machines could do this. But the weather changes every hour up here. At ten it is dry, at midnight the mist comes up from the valley, at three the wind turns. A person at the window changes with it. A machine does what you told it at six in the evening.'],
      ['Narrator', 'He stops at a trough, takes a handful of leaf, and squeezes it.'],
      ['Factory officer', 'Feel this. It folds without breaking. One more hour. When the loft smells of green apples, it is ready, and it goes down to the rolling room.'],
      ['Narrator', 'The lofts were built in the nineteen thirties. The windows are the original ones, repaired many times. In the morning, the rolling machines start below, and the first black tea of the day is on its way.'],
    ],
  },
  'dawn-muster-at-kirikanda': {
    voices: { 'Field supervisor': cast.kumari },
    bed: 'wind',
    parts: [
      { sound: 'wind', seconds: 8, note: 'Wind in the shade trees on the ridge, before dawn; it continues quietly throughout.' },
      ['Field supervisor', 'It is a quarter to six on Kirikanda. The sky behind the ridge is turning grey, and the shade trees are full of birds. I am the field supervisor here, and this is the quietest part of my day.'],
      ['Field supervisor', 'The pluckers are arriving at the muster ground in twos and threes, with their baskets on their backs and their heads wrapped against the cold. At this height, in the early morning, you can see your breath.'],
      { sound: 'wind', seconds: 6, note: 'The wind rises for a moment.' },
      ['Field supervisor', 'At six, the bell rings twice. I call the names, and I read out the fields for today: fields eleven and fourteen, on the east face. Each plucker takes her line of bushes. The best pluckers start at the top, where the leaf is finest.'],
      ['Field supervisor', 'Then the gangs walk out, along the narrow paths between the terraces. By half past six, the muster ground is empty, and all you can hear is the wind, and somewhere below us, the stream that runs past the factory.'],
      { sound: 'wind', seconds: 8, note: 'Wind in the trees, fading out.' },
    ],
  },
  'tea-and-the-city': {
    voices: { Speaker: cast.lecturer },
    parts: [
      ['Speaker', 'Good evening, and thank you to the museum for having me. I want to talk tonight about how a small island city became the world\'s largest tea auction.'],
      ['Speaker', 'The first public tea auction in Colombo was held in eighteen eighty three. It sold one lot. Today, in a busy week, the auction sells more than six million kilograms of tea, and buyers from more than sixty countries bid on it.'],
      ['Speaker', 'How did that happen? Geography, first. Colombo has a deep harbour, and the hills where the tea grows are a day away by rail. Then trust. From the start, every lot was sampled, tasted and described by a broker before the sale, so a buyer in London could bid on tea he had never seen.'],
      ['Speaker', 'What has not changed in all that time is the catalogue. Every lot is still tasted by every broker before a single bid is made. In auction week, the tasting rooms of Colombo pour tens of thousands of cups.'],
      ['Speaker', 'The auction has moved from a room full of shouting men to screens and electronic bids. But walk past the brokers\' offices on a Monday morning, and you will still hear the slurp and the spit of the tasters. That sound, more than any building, is the tea trade of this city.'],
    ],
  },
  'rain-on-the-tin-roof': {
    voices: { Narrator: cast.ashan },
    parts: [
      { sound: 'rain', seconds: 10, note: 'Light rain on a corrugated tin roof, growing heavier.' },
      ['Narrator', 'This is the weighing shed on Malhena Estate, in Dimbula, on the first afternoon of the south-west monsoon. The rain started ten minutes ago.'],
      { sound: 'rain', seconds: 12, note: 'The rain becomes a downpour on the roof.' },
      ['Narrator', 'Listen to it. On a tin roof, you cannot hear your own voice. The pluckers came in early with the last leaf of the day, and now everyone is waiting for it to ease.'],
      { sound: 'rain', seconds: 12, note: 'Steady heavy rain; water running in the drains beside the shed.' },
      ['Narrator', 'Outside, the drains along the terraces are full and running. Every one of them was cleared last month, for this day. In a few weeks, the bushes will be flushing faster than we can pluck them.'],
      { sound: 'rain', seconds: 10, note: 'The rain softens and fades away.' },
    ],
  },
  'the-taster-who-never-adds-sugar': {
    voices: { Interviewer: cast.presenter, Ravi: cast.ravi },
    parts: [
      ['Interviewer', 'Ravi Fernando has tasted tea for a living for twenty-six years. Ravi, do you ever drink tea just for pleasure?'],
      ['Ravi', 'Every evening. One cup, no milk, no sugar, of whatever I liked best that day at the bench. I take a little of it home in my pocket.'],
      ['Interviewer', 'Never sugar?'],
      ['Ravi', 'Never. It is a taster\'s habit. Sugar covers the very things I spend my day looking for. But I would never tell anyone else how to drink their tea.'],
      ['Interviewer', 'How many teas do you taste in a day?'],
      ['Ravi', 'In auction week, two hundred, sometimes more. We taste from the lightest to the strongest, and for each one I write a note of one or two words. Brisk. Coppery. Flat. A young taster writes a paragraph. After twenty years, you need one word, because you know exactly what you mean by it.'],
      ['Interviewer', 'And what did you like best today?'],
      ['Ravi', 'A small Dimbula, from a garden nobody knows, made in the first cool week after the rains. Bright, a little floral, with a long finish. That is the joy of the job. You never know which cup will surprise you.'],
    ],
  },
  'seventy-years-of-tea-radio': {
    voices: { Narrator: cast.narrator, 'Former driver': cast.elder, 'Former plucker': cast.kumari },
    parts: [
      ['Narrator', 'In nineteen seventy-nine, Kamala and Upali bought an overgrown, half-abandoned tea garden above Haputale. It was called Kirikanda. The company had one estate, one lorry, and one taster, who was also the founder.'],
      ['Former driver', 'I drove the tea to Colombo twice a week. Eight hours each way, on the old road. And the founder always asked me how the roads were, before she asked about the tea. She wanted to know that I was safe first.'],
      ['Narrator', 'The first years were hard. The bushes had not been pruned in a decade, and many fields had to be replanted by hand.'],
      ['Former plucker', 'We planted the new fields ourselves, with the cuttings from the nursery. Kamala worked beside us on the terraces, in the mud. When the first tea from those fields was sold, she came up to the muster ground and thanked every one of us by name.'],
      ['Narrator', 'Today, those terraces still make some of the finest Uva tea the family sells. And the lorry? It is parked behind the factory, retired, with flowers growing in the back.'],
    ],
  },
  'brewing-for-a-crowd': {
    voices: { Speaker: cast.ravi },
    parts: [
      ['Speaker', 'Good morning, everyone. Most of you serve tea to a hundred people or more before lunch, so let me give you the few rules that make the hundredth cup taste like the first.'],
      ['Speaker', 'The enemy of good tea in a busy kitchen is the stewed pot. Tea that sits on the leaf keeps brewing, and after ten minutes it is bitter. So brew in small batches, time every one, and never keep tea on the leaf. When the time is up, strain it or lift out the infuser.'],
      ['Speaker', 'Second: weigh the leaf. A spoon is a guess; a scale is a standard. Two and a half grams for a cup, ten grams for a pot of four. Write it on the wall next to the kettle.'],
      ['Speaker', 'Third: the water. Fresh water, freshly boiled, for black tea. Water that has boiled three times tastes flat. For green tea, let it cool to about eighty degrees.'],
      ['Speaker', 'And last: warm the pots and the cups. A cold pot takes ten degrees from your water before the tea has even started. Do these four things every time, and your guests will taste the difference, even if they never know why.'],
    ],
  },
  'opening-the-estate-school-library': {
    voices: { 'Head teacher': cast.teacher, Pupil: cast.pupil },
    parts: [
      ['Head teacher', 'Good morning, children, parents, and friends of our school. Today we open the new library of the Kirikanda estate school.'],
      ['Head teacher', 'For many years, our library was one cupboard in the corner of the classroom. Now we have a room of our own, with windows onto the hills, shelves for more than two thousand books in Sinhala, Tamil and English, and a corner with cushions for the youngest readers.'],
      ['Head teacher', 'We thank the foundation, which paid for the building and the first books, and the workers of this estate, who gave their Sundays to paint the walls and build the shelves. Now one of our pupils would like to say a few words.'],
      ['Pupil', 'Thank you for our library. My mother plucks tea on field eleven, and now, after school, I can read here until she comes home. I want to read every book about the sea, because I have never seen it. One day I will.'],
      ['Head teacher', 'Thank you. The library is open every school day until five o\'clock. Please come in and look around.'],
    ],
  },
  'what-makes-ceylon-tea-ceylon': {
    voices: { Interviewer: cast.presenter, Guest: cast.lecturer },
    parts: [
      ['Interviewer', 'Can any tea that is packed in Sri Lanka be called Ceylon tea?'],
      ['Guest', 'No. To be called Ceylon tea, it has to be grown and made here, in full. Tea grown elsewhere and only blended or packed in Sri Lanka cannot carry the name. The lion logo on a pack is the sign of that.'],
      ['Interviewer', 'Why does origin matter so much for tea?'],
      ['Guest', 'Because the place is in the cup. Sri Lanka is small, but it has seven tea growing regions, and each has a taste of its own. Height makes the biggest difference. Low-grown teas from the south, like Ruhuna, are strong and malty. High-grown teas, from Nuwara Eliya or Uva, are lighter, brighter and more fragrant.'],
      ['Interviewer', 'And the weather?'],
      ['Guest', 'The two monsoons give each side of the hills its own best season. Dimbula makes its finest tea early in the year, Uva in August, when the dry wind blows. A good taster can often tell you not only the region, but the month.'],
      ['Interviewer', 'What should a buyer look for on the pack?'],
      ['Guest', 'The words Ceylon tea, the lion, and ideally the region. If a pack names the estate as well, even better. It means someone is proud enough of the garden to put its name on the box.'],
    ],
  },
} satisfies Record<string, RecordingScript>
