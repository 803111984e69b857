// One representative address per page type, for the measuring scripts (Lighthouse). The browser suites keep
// their own, longer lists.
// `noindex`: the page tells search engines not to index it (results and filtered lists), which Lighthouse's SEO
// category counts against it; the script accepts that one audit there and nothing else.
const PAGES = [
  { name: 'home', path: '/', quick: true },
  { name: 'content page', path: '/careers', quick: true },
  { name: 'content page (deep)', path: '/our-products/our-teas/tea-ranges/single-estate/uva-highlands-bopf/tasting-notes' },
  { name: 'search results', path: '/global-search-results?keyword=tea', quick: true, noindex: true },
  { name: 'contact (form)', path: '/contact-us', quick: true },
  { name: 'tea gardens list', path: '/dalumara-family/our-tea-garden' },
  { name: 'tea garden', path: '/dalumara-family/our-tea-garden/kirikanda' },
  { name: 'testimonials', path: '/dalumara-family/testimonials' },
  { name: 'podcast episode', path: '/all-about-tea/dalumara-podcasts/from-the-estate/what-the-monsoon-does' },
  { name: 'tea quiz', path: '/our-products/our-teas-recommendation' },
  { name: 'e-book', path: '/all-about-tea/tea-inspired-e-books/the-tasters-notebook' },
  { name: 'where to buy (map)', path: '/our-products/where-to-buy' },
  { name: 'gift of teas list', path: '/our-products/gift-of-teas' },
  { name: 'tea accessory', path: '/our-products/tea-accessories/airtight-tea-caddy' },
  { name: 'recipe', path: '/our-products/recipes/iced-lemon-black-tea' },
  { name: 'tea range', path: '/our-products/our-teas/tea-ranges/premium-ceylon-tea', quick: true },
  { name: 'tea (product details)', path: '/our-products/our-teas/tea-ranges/product-details/premium-ceylon-dimbula-blend', quick: true },
  { name: 'tea type, filtered', path: '/our-products/our-teas/tea-types/black-tea?mood=comforting&page=1', noindex: true },
  { name: 'news list', path: '/media/news' },
  { name: 'news story', path: '/media/news/plastic-free-tea-bags', quick: true },
  { name: 'press item', path: '/media/dalumara-in-press/release-germany-launch' },
  { name: 'tea blog post', path: '/media/dalumara-tea-blog/soft-water-hard-water' },
  { name: 'tea inspired home', path: '/tea-inspired/dalumara' },
  { name: 'tea inspired gallery item', path: '/tea-inspired/tea-inspiredme/sunday-tea-with-oma' },
  { name: 'letters archive', path: '/tea-inspired/letters-to-mr-dalumara' },
  { name: 'trade landing', path: '/trade-landing' },
]

/** The pages to measure: all of them, or the short list CI runs. */
export const lighthousePages = (quick = false) => PAGES.filter((page) => !quick || page.quick)
