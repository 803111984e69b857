import { Home } from './Home'
import { Pages } from './Pages'

/** The public content collections (each made by defineContentCollection); search reads its sources from them. */
export const contentCollections = [Pages, Home]
