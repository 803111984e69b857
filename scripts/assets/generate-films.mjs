#!/usr/bin/env node
/**
 * Draws the seed's films (scripts/assets/films: scenes and captions) frame by frame as SVG, rasterises the
 * frames with sharp and encodes them with ffmpeg as VP9 WebM, with a poster (a frame at twice the
 * size) and English and German WebVTT captions, into src/seed/films/. The outputs are committed,
 * so seeding needs neither ffmpeg nor this script: run it again only after changing a film.
 *
 *   node scripts/assets/generate-films.mjs [film-id …]
 *
 * ffmpeg: FFMPEG, else @ffmpeg-installer/linux-x64 when installed (`npm install --no-save @ffmpeg-installer/linux-x64`;
 * not a dependency, so a fresh install does not fetch 66 MB for a script it never runs), else `ffmpeg` on the PATH.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import sharp from 'sharp'
import { films } from './films/catalogue.mjs'
import { H, W } from './films/draw.mjs'
import { scenes } from './films/scenes.mjs'

const OUT = path.resolve('src/seed/films')
const SECONDS = 8
const FPS = 24
const POSTER_AT = 3.2

function ffmpegPath() {
  if (process.env.FFMPEG) return process.env.FFMPEG
  try {
    const dir = path.dirname(createRequire(import.meta.url).resolve('@ffmpeg-installer/linux-x64/package.json'))
    if (existsSync(path.join(dir, 'ffmpeg'))) return path.join(dir, 'ffmpeg')
  } catch {
    // Not installed (another platform): fall back to the PATH.
  }
  return 'ffmpeg'
}

const frameSvg = (film, t) => scenes[film.scene](t, { ...film.options, duration: SECONDS, cues: film.captions.map(([from, to]) => [from, to]) })

function encode(film, file) {
  // Raw RGB frames on stdin; constant-quality VP9 keeps flat drawings small.
  const args = ['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', '-']
  args.push('-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-deadline', 'good', '-cpu-used', '4', '-row-mt', '1', '-g', String(FPS * 2), '-pix_fmt', 'yuv420p', '-an', file)
  const ffmpeg = spawn(ffmpegPath(), args, { stdio: ['pipe', 'inherit', 'inherit'] })
  const done = new Promise((resolve, reject) => {
    ffmpeg.on('error', reject)
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${film.id}`))))
  })
  return { stdin: ffmpeg.stdin, done }
}

const write = (stream, chunk) => new Promise((resolve, reject) => (stream.write(chunk, (error) => (error ? reject(error) : resolve()))))

const stamp = (seconds) => {
  const ms = Math.round(seconds * 1000)
  const pad = (n, w = 2) => String(n).padStart(w, '0')
  return `${pad(Math.floor(ms / 3600000))}:${pad(Math.floor(ms / 60000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`
}

const vtt = (film, language) => `WEBVTT\n\n${film.captions.map(([from, to, en, de], i) => `${i + 1}\n${stamp(from)} --> ${stamp(to)}\n${language === 'en' ? en : de}\n`).join('\n')}`

async function generate(film) {
  const base = path.join(OUT, film.id)
  const { stdin, done } = encode(film, `${base}.webm`)
  for (let frame = 0; frame < SECONDS * FPS; frame++) {
    const rgb = await sharp(Buffer.from(frameSvg(film, frame / FPS))).removeAlpha().raw().toBuffer()
    await write(stdin, rgb)
  }
  stdin.end()
  await done
  await sharp(Buffer.from(frameSvg(film, POSTER_AT)), { density: 144 }).resize(W * 2, H * 2).jpeg({ quality: 82, mozjpeg: true }).toFile(`${base}.jpg`)
  await writeFile(`${base}.en.vtt`, vtt(film, 'en'))
  await writeFile(`${base}.de.vtt`, vtt(film, 'de'))
  const { size } = await stat(`${base}.webm`)
  console.log(`${film.id}: ${Math.round(size / 1024)} KB`)
}

const wanted = process.argv.slice(2)
await mkdir(OUT, { recursive: true })
for (const film of films.filter((film) => !wanted.length || wanted.includes(film.id))) await generate(film)
// What the seed reads: each film's alt text and length (the files are named by id).
const manifest = Object.fromEntries(films.map((film) => [film.id, { alt: film.alt, seconds: SECONDS, width: W, height: H }]))
await writeFile(path.join(OUT, 'films.json'), `${JSON.stringify(manifest, null, 2)}\n`)
