import type React from 'react'

/**
 * A video's thumbnail with the play sign over it (inside the button that opens the popup), or
 * without it for a video that cannot play yet. Plain markup, no hooks: server components and the
 * client islands draw the same poster.
 */
export function VideoPoster({ poster, playable = true }: { poster: React.ReactNode; playable?: boolean }) {
  return (
    <span className="relative block aspect-video overflow-hidden rounded-sm bg-brand-900">
      {poster}
      <span className="absolute inset-0 bg-gradient-to-t from-black/50 via-transparent to-transparent" />
      {playable ? (
        <span className="absolute inset-0 grid place-items-center">
          <span className="grid h-16 w-16 place-items-center rounded-full bg-white/90 text-brand-900 shadow-lg transition group-hover:scale-110 group-focus-visible:scale-110">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 h-7 w-7" fill="currentColor">
              <path d="M8 5.5v13l11-6.5z" />
            </svg>
          </span>
        </span>
      ) : null}
    </span>
  )
}
