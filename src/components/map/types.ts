/** A place on a map: its position, a name, and optionally the page that tells more about it. */
export type MapMarker = { lat: number; lng: number; label: string; href?: string }

export type MapTiles = { url: string; attribution: string }
