import { EBooks } from './EBooks'
import { Home } from './Home'
import { Pages } from './Pages'
import { TeaEstates } from './TeaEstates'
import { Testimonials } from './Testimonials'

/** The public content collections (each made by defineContentCollection); search reads its sources from them. */
export const contentCollections = [Pages, Home, TeaEstates, Testimonials, EBooks]
