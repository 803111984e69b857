'use client'

import { getImageProps } from 'next/image'

/**
 * A card's picture, filling its frame: next/image's sizes and lazy loading, drawn as a plain <img> whose
 * position comes from the `card-picture` class (cards.css) instead of the inline style next/image writes on
 * every picture (~130 bytes each on a page of thirty cards).
 */
export function CardPicture({ src, alt, sizes, position }: { src: string; alt: string; sizes: string; position?: string }) {
  const { style: _inline, ...props } = getImageProps({ src, alt, fill: true, sizes }).props
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its inline style
  return <img {...props} alt={alt} className="card-picture" style={position ? { objectPosition: position } : undefined} />
}
