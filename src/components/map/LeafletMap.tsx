'use client'

import 'leaflet/dist/leaflet.css'
import './leaflet-controls.css'
import { latLngBounds } from 'leaflet'
import { CircleMarker, MapContainer, Popup, TileLayer } from 'react-leaflet'
import type { MapMarker, MapTiles } from './types'

/** The Leaflet map itself, loaded on demand by LocationMap. */
export default function LeafletMap({ markers, tiles, zoom }: { markers: MapMarker[]; tiles: MapTiles; zoom: number }) {
  const single = markers.length === 1
  const bounds = single ? undefined : latLngBounds(markers.map((m) => [m.lat, m.lng] as [number, number])).pad(0.2)
  return (
    <MapContainer
      center={single ? [markers[0]!.lat, markers[0]!.lng] : undefined}
      zoom={single ? zoom : undefined}
      bounds={bounds}
      scrollWheelZoom={false}
      className="h-full w-full"
    >
      <TileLayer url={tiles.url} attribution={tiles.attribution} />
      {markers.map((marker) => (
        <CircleMarker
          key={`${marker.lat},${marker.lng},${marker.label}`}
          center={[marker.lat, marker.lng]}
          radius={10}
          pathOptions={{ color: '#14532d', weight: 3, fillColor: '#c9a227', fillOpacity: 0.9 }}
        >
          <Popup>
            {marker.href ? <a href={marker.href}>{marker.label}</a> : marker.label}
          </Popup>
        </CircleMarker>
      ))}
    </MapContainer>
  )
}
