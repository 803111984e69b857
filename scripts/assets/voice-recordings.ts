/**
 * Voices the seed's recordings (src/seed/recordings: podcast episodes and audio items) with espeak-ng,
 * a voice per speaker, adds their sounds (rain, wind) and a podcast's opening and closing chord, and
 * encodes each as mono MP3 (the format every browser's player takes) into src/seed/recordings/, with
 * recordings.json listing each length. The outputs are committed, so seeding needs neither espeak-ng
 * nor ffmpeg: run this again only after changing a script.
 *
 *   npm run assets:recordings [-- id …]        (needs `espeak-ng` and `ffmpeg` on the PATH, or ESPEAK / FFMPEG)
 */
import { execFileSync, spawn } from 'node:child_process'
import { readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { scriptHash, type RecordingManifest } from '../../src/seed/recordings'
import { recordingScripts, type RecordingId } from '../../src/seed/recordings/scripts'
import type { RecordingScript, SoundKind, Voice } from '../../src/seed/recordings/types'

const OUT = path.resolve('src/seed/recordings')
/** espeak-ng's own rate; speech needs no more. */
const RATE = 22050
const BITRATE = '24k'
const PAUSE_BETWEEN_SPEAKERS = 0.7
const PAUSE_SAME_SPEAKER = 0.35
const CHORD_SECONDS = 3.5

/** A small seeded generator, so the sounds (and so the committed files) are the same on every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const seedOf = (text: string) => [...text].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16777619), 2166136261)

/** One line in the speaker's voice, as samples in −1…1. Typographic quotes are read as plain ones. */
function speak(text: string, { voice, pitch = 50, speed = 155 }: Voice): Float32Array {
  const plain = text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/–|—/g, ', ')
  const wav = execFileSync(process.env.ESPEAK ?? 'espeak-ng', ['-v', voice, '-p', String(pitch), '-s', String(speed), '--stdout', plain], { maxBuffer: 1 << 28 })
  const data = wav.indexOf('data', 12) + 8
  const samples = new Float32Array((wav.length - data) >> 1)
  for (let i = 0; i < samples.length; i++) samples[i] = wav.readInt16LE(data + i * 2) / 32768
  return samples
}

/**
 * Rain on a roof (low-passed noise with drops) or wind (slowly swelling brown noise), at full
 * level with a soft start and end; mixed in quieter as a bed.
 */
function sound(kind: SoundKind, seconds: number, seed: number): Float32Array {
  const next = random(seed)
  const out = new Float32Array(Math.round(seconds * RATE))
  let low = 0
  let drop = 0
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE
    const white = next() * 2 - 1
    let value: number
    if (kind === 'rain') {
      low += 0.35 * (white - low)
      if (next() < 0.0009) drop = 0.5 + next() * 0.5
      drop *= 0.995
      value = low * 0.55 + drop * white * 0.8
    } else {
      low = (low + 0.02 * white) / 1.02
      value = low * 3.2 * (0.65 + 0.35 * Math.sin(t * 0.7 + seed))
    }
    out[i] = value * Math.min(1, t / 1.5, (seconds - t) / 1.5)
  }
  return out
}

/** A soft chord that swells and fades: the signature a podcast opens and closes with. */
function chord(frequencies: number[]): Float32Array {
  const out = new Float32Array(Math.round(CHORD_SECONDS * RATE))
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE
    const envelope = Math.min(1, t / 0.8, (CHORD_SECONDS - t) / 1.6)
    out[i] = (frequencies.reduce((sum, f) => sum + Math.sin(2 * Math.PI * f * t), 0) / frequencies.length) * envelope * 0.3
  }
  return out
}

const silence = (seconds: number) => new Float32Array(Math.round(seconds * RATE))

function join(pieces: Float32Array[]): Float32Array {
  const out = new Float32Array(pieces.reduce((sum, piece) => sum + piece.length, 0))
  let at = 0
  for (const piece of pieces) {
    out.set(piece, at)
    at += piece.length
  }
  return out
}

function render(id: RecordingId, script: RecordingScript): Float32Array {
  const pieces: Float32Array[] = []
  if (script.chord) pieces.push(chord(script.chord), silence(0.4))
  let previous: string | null = null
  for (const [i, part] of script.parts.entries()) {
    if (Array.isArray(part)) {
      const [speaker, text] = part
      const voice = script.voices[speaker]
      if (!voice) throw new Error(`${id}: no voice for ${speaker}`)
      if (previous !== null) pieces.push(silence(previous === speaker ? PAUSE_SAME_SPEAKER : PAUSE_BETWEEN_SPEAKERS))
      pieces.push(speak(text, voice))
      previous = speaker
    } else {
      pieces.push(sound(part.sound, part.seconds, seedOf(`${id}:${i}`)).map((v) => v * 0.6))
      previous = null
    }
  }
  if (script.chord) pieces.push(silence(0.8), chord(script.chord))
  const mix = join([silence(0.3), ...pieces, silence(0.5)])
  if (script.bed) {
    const bed = sound(script.bed, mix.length / RATE, seedOf(id))
    for (let i = 0; i < mix.length; i++) mix[i]! += bed[i]! * 0.12
  }
  return mix
}

function encode(samples: Float32Array, file: string): Promise<void> {
  const pcm = Buffer.alloc(samples.length * 2)
  for (let i = 0; i < samples.length; i++) pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2)
  // Bit-exact and without tags, so an unchanged script encodes to the same bytes.
  const args = ['-y', '-loglevel', 'error', '-f', 's16le', '-ar', String(RATE), '-ac', '1', '-i', '-', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact']
  args.push('-c:a', 'libmp3lame', '-b:a', BITRATE, '-ar', String(RATE), '-ac', '1', file)
  const ffmpeg = spawn(process.env.FFMPEG ?? 'ffmpeg', args, { stdio: ['pipe', 'inherit', 'inherit'] })
  ffmpeg.stdin.end(pcm)
  return new Promise((resolve, reject) => {
    ffmpeg.on('error', reject)
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${file}`))))
  })
}

const manifestFile = path.join(OUT, 'recordings.json')
const manifest: RecordingManifest = JSON.parse(await readFile(manifestFile, 'utf8'))
const wanted = process.argv.slice(2)
let total = 0
for (const [id, script] of Object.entries(recordingScripts) as [RecordingId, RecordingScript][]) {
  if (wanted.length && !wanted.includes(id)) continue
  const samples = render(id, script)
  const file = path.join(OUT, `${id}.mp3`)
  await encode(samples, file)
  const { size } = await stat(file)
  total += size
  manifest[id] = { seconds: Math.round(samples.length / RATE), script: scriptHash(script) }
  console.log(`${id}: ${manifest[id].seconds} s, ${Math.round(size / 1024)} KB`)
}
// Only the recordings that still have a script are listed.
const listed = Object.fromEntries(Object.keys(recordingScripts).sort().map((id) => [id, manifest[id]]).filter(([, entry]) => entry))
await writeFile(manifestFile, `${JSON.stringify(listed, null, 2)}\n`)
console.log(`written: ${Math.round(total / 1024)} KB`)
