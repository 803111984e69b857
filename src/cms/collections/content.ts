import { EBooks } from './EBooks'
import { Home } from './Home'
import { Pages } from './Pages'
import { TeaEstates } from './TeaEstates'
import { Testimonials } from './Testimonials'
import { PodcastEpisodes } from './podcasts/PodcastEpisodes'
import { PodcastSeries } from './podcasts/PodcastSeries'
import { Accessories } from './catalogue/Accessories'
import { AccessoryCategories } from './catalogue/AccessoryCategories'
import { GiftTeas } from './catalogue/GiftTeas'
import { Recipes } from './catalogue/Recipes'

/** The public content collections (each made by defineContentCollection); search reads its sources from them. */
export const contentCollections = [Pages, Home, TeaEstates, Testimonials, PodcastSeries, PodcastEpisodes, EBooks, GiftTeas, AccessoryCategories, Accessories, Recipes]
