'use client'

import dynamic from 'next/dynamic'

/**
 * The larger interactive parts of blocks, each in a chunk of its own. Turbopack puts every client
 * component a route can reach into that route's first-load JavaScript, and blocks are reachable
 * from every content page; through next/dynamic a block's island loads only on the pages that
 * render it (still server-rendered, hydrated once its chunk arrives). Blocks import islands from
 * here, never directly.
 */
export const ContactForm = dynamic(() => import('./forms/ContactForm').then((m) => m.ContactForm))
export const TestimonialsBrowser = dynamic(() => import('./testimonials/TestimonialsBrowser').then((m) => m.TestimonialsBrowser))
export const StoreFinder = dynamic(() => import('./stores/StoreFinder').then((m) => m.StoreFinder))
export const TeaQuiz = dynamic(() => import('./quiz/TeaQuiz').then((m) => m.TeaQuiz))
export const AccessoriesBrowser = dynamic(() => import('./catalogue/AccessoriesBrowser').then((m) => m.AccessoriesBrowser))
/** A map of places (react-leaflet, which itself loads only when the map nears the viewport). */
export const LocationMap = dynamic(() => import('./map/LocationMap').then((m) => m.LocationMap))
export const ProductFilter = dynamic(() => import('./catalogue/ProductFilter').then((m) => m.ProductFilter))
/** Counts clicks on share links (POST /dmc-apis/share_count); render it once beside any share links. */
export const ShareCounter = dynamic(() => import('./media-editorial/ShareCounter').then((m) => m.ShareCounter))
/** Any media listing's filters and pages (src/components/listing). */
export const ListingBrowser = dynamic(() => import('./listing/ListingBrowser').then((m) => m.ListingBrowser))
/** An image album's pictures with the press-kit selection and download (src/components/media-items). */
export const AlbumPicker = dynamic(() => import('./media-items/AlbumPicker').then((m) => m.AlbumPicker))
/** The media pages' search box (the mediaSearch block). */
export const MediaSearchBox = dynamic(() => import('./search/MediaSearchBox').then((m) => m.MediaSearchBox))
/** One video's thumbnail that opens the consent-gated video popup (the Tea Inspired video wishes). */
export const VideoOpener = dynamic(() => import('./video/VideoOpener').then((m) => m.VideoOpener))
/** A letter's scan that opens in the lightbox (the letters archive, src/components/letters). */
export const ScanViewer = dynamic(() => import('./letters/ScanViewer').then((m) => m.ScanViewer))
/** The accessible slide carousel (embla), for blocks that show a few items one at a time. */
export const Carousel = dynamic(() => import('./carousel/Carousel').then((m) => m.Carousel))
/** Video thumbnails that open the consent-gated popup (the video-grid and content blocks, the home page). */
export const VideoGallery = dynamic(() => import('./video/VideoGallery').then((m) => m.VideoGallery))
/** Draft preview only: re-renders the page when the admin autosaves the document (live preview). */
export const PreviewRefresh = dynamic(() => import('./preview/RefreshOnSave').then((m) => m.RefreshOnSave), { ssr: false })
