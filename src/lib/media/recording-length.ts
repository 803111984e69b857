/** A recording's length in the visitor's words: seconds under a minute, else whole minutes. */
export function recordingLength(seconds: number, t: { seconds: (s: number) => string; minutes: (m: number) => string }): string {
  return seconds < 60 ? t.seconds(Math.round(seconds)) : t.minutes(Math.round(seconds / 60))
}
