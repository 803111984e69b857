'use client'

import dynamic from 'next/dynamic'
import type React from 'react'
import type { ItemRendererName, ItemRendererProps } from '@/lib/listing/types'


/**
 * The engine's item renderers besides the link card (ListingSpec.renderer): each in a chunk of its
 * own, so a listing downloads only the one it uses. Still rendered on the server with the page.
 * `listClass` lays out the list they fill.
 */
export const itemRenderers: Record<ItemRendererName, { Component: React.ComponentType<ItemRendererProps>; listClass: string }> = {
  audio: {
    Component: dynamic(() => import('@/components/media-items/AudioEntry').then((m) => m.AudioEntry)),
    listClass: 'grid gap-6',
  },
  video: {
    Component: dynamic(() => import('@/components/media-items/VideoEntry').then((m) => m.VideoEntry)),
    listClass: 'grid gap-8 sm:grid-cols-2 lg:grid-cols-3',
  },
}
