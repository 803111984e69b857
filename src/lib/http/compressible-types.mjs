// The build files compressed ahead, by extension, with the Content-Type each is answered with. One list for the build
// step that writes the twins (scripts/runtime/precompress-static.mjs) and the gate that answers them
// (./precompressed-static.ts). Plain JavaScript: the build step imports it outside the application bundles.

/** @type {Readonly<Record<string, string>>} */
export const COMPRESSIBLE_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
}
