// The types of imported static files (an SVG sprite's address), which next-env.d.ts also brings; that file is
// written by `next build`, after the type check of a fresh clone has run.
/// <reference types="next/image-types/global" />
