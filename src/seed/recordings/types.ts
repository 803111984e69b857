/**
 * A seeded recording as a script: who speaks which line in which voice, and the sounds heard
 * between the lines. scripts/assets/voice-recordings.ts voices it (espeak-ng) and the seed shows the
 * same script as the transcript, so what is heard and what is read cannot drift apart.
 */

/** An espeak-ng voice (`en-gb+f3`: a language and a variant), with its pitch (0–99) and words per minute. */
export type Voice = { voice: string; pitch?: number; speed?: number }

/** Something heard that is not speech: generated at the script's level, and described in the transcript. */
export type SoundKind = 'rain' | 'wind'

/** One speaker's line, as spoken. */
export type Line = [speaker: string, text: string]

/** A sound of its own for some seconds; `note` is what the transcript says is heard. */
export type Sound = { sound: SoundKind; seconds: number; note: string }

export type RecordingScript = {
  /** Each speaker's voice; every line's speaker must be here. */
  voices: Record<string, Voice>
  /** A quiet sound under the whole recording (an outdoor recording). */
  bed?: SoundKind
  /** A short chord before the first line and after the last (a podcast's signature), in hertz. */
  chord?: number[]
  parts: (Line | Sound)[]
}
