import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { generated, scriptHash, transcriptOf } from '@/seed/recordings'
import { recordingScripts, type RecordingId } from '@/seed/recordings/scripts'

const ids = Object.keys(recordingScripts) as RecordingId[]

describe('the seed’s recordings', () => {
  it('are voiced from the scripts as they are now (else: npm run assets:recordings)', () => {
    expect(Object.keys(generated).sort()).toEqual([...ids].sort())
    for (const id of ids) {
      expect(generated[id]?.script, id).toBe(scriptHash(recordingScripts[id]))
      expect(existsSync(new URL(`../../src/seed/recordings/${id}.mp3`, import.meta.url)), id).toBe(true)
    }
  })

  it('last minutes for an episode and over a minute for an audio item', () => {
    for (const id of ids) expect(generated[id]!.seconds, id).toBeGreaterThan(id.startsWith('podcast-') ? 150 : 60)
  })

  it('give every line a voiced speaker, and transcribe line by line, naming who speaks', () => {
    for (const id of ids) {
      const { voices, parts } = recordingScripts[id]
      for (const part of parts) if (Array.isArray(part)) expect(voices[part[0]], `${id}: ${part[0]}`).toBeDefined()
      expect(transcriptOf(id)).toHaveLength(parts.length)
    }
    expect(transcriptOf('podcast-what-the-monsoon-does')[1]).toMatch(/^\*\*Nadeesha:\*\* This is From the Estate\./)
  })
})
