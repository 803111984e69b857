import type http from 'node:http'

/**
 * A lane of work the server takes on at once. Past `concurrency`, requests wait in a bounded queue; a
 * request that cannot queue, or waits longer than `maxWaitMs`, is turned away at once (`shed`), and one
 * whose client leaves while it waits is dropped without starting. So a crowd of requests costs a queue
 * of sockets, not a pile of half-done renders, and the server answers what it has taken on.
 */
export class Lane {
  private active = 0
  private readonly waiting: Waiter[] = []

  constructor(private readonly options: { concurrency: number; queued: number; maxWaitMs: number; maxHoldMs?: number }) {}

  /** Starts `work` now or when a place frees up; see `start` for when the place is released. */
  admit(request: http.IncomingMessage, response: http.ServerResponse, work: () => void, shed: () => void) {
    if (this.active < this.options.concurrency) return this.start(response, work)
    if (this.waiting.length >= this.options.queued) return shed()
    const waiter: Waiter = {
      start: () => this.start(response, work),
      timer: setTimeout(() => {
        this.remove(waiter)
        shed()
      }, this.options.maxWaitMs),
    }
    // The client gave up while waiting: nothing to do for it.
    response.once('close', () => {
      if (this.remove(waiter)) request.destroy()
    })
    this.waiting.push(waiter)
  }

  get load() {
    return { active: this.active, waiting: this.waiting.length }
  }

  private start(response: http.ServerResponse, work: () => void) {
    this.active++
    let held = true
    const release = () => {
      if (!held) return
      held = false
      clearTimeout(cap)
      this.active--
      const next = this.waiting.shift()
      if (next) {
        clearTimeout(next.timer)
        next.start()
      }
    }
    // The place is the server's work, not the client's reading: it frees when the answer is all written out
    // ('prefinish', before a slow reader has taken it), when the client leaves, or at the latest after the
    // cap, so neither slow readers nor a long download can fill the lane.
    const cap = setTimeout(release, this.options.maxHoldMs ?? 10_000)
    response.once('prefinish', release)
    response.once('close', release)
    work()
  }

  private remove(waiter: Waiter): boolean {
    const at = this.waiting.indexOf(waiter)
    if (at < 0) return false
    this.waiting.splice(at, 1)
    clearTimeout(waiter.timer)
    return true
  }
}

type Waiter = { start: () => void; timer: NodeJS.Timeout }
