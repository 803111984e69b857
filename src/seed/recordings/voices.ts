import type { Voice } from './types'

/**
 * The cast: one espeak-ng voice per person, so a speaker sounds the same in every recording and
 * two speakers in one conversation never sound alike.
 */
export const cast = {
  nadeesha: { voice: 'en-gb+f3', pitch: 58, speed: 155 },
  kumari: { voice: 'en-gb+f4', pitch: 44, speed: 148 },
  tharindu: { voice: 'en-gb+m3', pitch: 42, speed: 150 },
  ashan: { voice: 'en-gb+m1', pitch: 50, speed: 156 },
  ravi: { voice: 'en-gb-x-rp+m2', pitch: 36, speed: 148 },
  dilani: { voice: 'en-gb+f2', pitch: 62, speed: 160 },
  chamari: { voice: 'en-gb+Annie', pitch: 52, speed: 152 },
  presenter: { voice: 'en-gb-x-rp+Andrea', pitch: 50, speed: 158 },
  narrator: { voice: 'en-gb-x-rp+Michael', pitch: 40, speed: 150 },
  elder: { voice: 'en-gb+klatt4', pitch: 30, speed: 140 },
  lecturer: { voice: 'en-gb+Alex', pitch: 45, speed: 152 },
  teacher: { voice: 'en-gb+Linda', pitch: 50, speed: 150 },
  pupil: { voice: 'en-gb+f5', pitch: 80, speed: 150 },
} satisfies Record<string, Voice>
