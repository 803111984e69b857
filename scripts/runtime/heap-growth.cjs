// Preloaded into the production server beside listen-backlog.cjs (scripts/runtime/env.mjs serverEnv: NODE_OPTIONS
// --require; the Dockerfile). The server's old space is bounded (448 MB), and V8 sizes how far the heap may grow
// between full collections by that bound: near 1.1× the live heap for a small bound, up to 4× for a large one. At
// 448 MB a server with ~65 MB live ran a full collection every ~300 requests of a static file (41 in 12,000; 2 when
// unbounded), a third of a file's cost. Doubling the live heap between collections keeps the bound and the
// collections rare. V8 reads this flag each time it sets the next limit; NODE_OPTIONS does not accept it.
'use strict'
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload (node --require) */
const v8 = require('node:v8')

/** How far the heap may grow past what the last full collection kept, in percent (100: to twice its live size). */
const percent = Number.parseInt(process.env.HEAP_GROWING_PERCENT || '100', 10)
if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`)
