'use client'

import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'
import type { MapMarker, MapTiles } from './types'

// Leaflet is about 40 KB gzip and needs `window`: it loads only when the map is about to be seen.
const LeafletMap = dynamic(() => import('./LeafletMap'), { ssr: false })

/**
 * A map of places (react-leaflet), in a box of fixed height so nothing shifts when it loads. The
 * markers are vector shapes drawn by Leaflet itself, so they show even when the tile server cannot
 * be reached. The map is a picture for sighted pointer users; pages list the same places as text
 * and links, which is the keyboard and screen-reader path.
 */
export function LocationMap({ markers, tiles, label, height = 500, zoom = 9 }: {
  markers: MapMarker[]
  tiles: MapTiles
  /** The accessible name of the map region, e.g. "Map of our tea estates". */
  label: string
  height?: number
  zoom?: number
}) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true)
        observer.disconnect()
      }
    }, { rootMargin: '300px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  if (!markers.length) return null
  return (
    <div ref={box} role="region" aria-label={label} data-map-ready={near || undefined} className="relative isolate z-0 overflow-hidden rounded-sm bg-brand-50" style={{ height }}>
      {near ? <LeafletMap markers={markers} tiles={tiles} zoom={zoom} /> : null}
    </div>
  )
}
