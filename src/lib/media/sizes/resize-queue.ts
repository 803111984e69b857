/** Thrown when the resize queue is full or a resize waited too long: the caller answers 503. */
export class ResizeBusy extends Error {}

/**
 * At most `concurrency` resizes at once on the request path, the rest waiting in a bounded queue for a
 * bounded time: a picture asked for before its sizes were made costs a slot here, never the whole server.
 */
export class ResizeQueue {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly options: { concurrency: number; queued: number; maxWaitMs: number }) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    // A finished resize hands its place straight to the next waiter, so no newcomer slips in between.
    if (this.active >= this.options.concurrency) await this.wait()
    else this.active++
    try {
      return await work()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }

  private wait(): Promise<void> {
    if (this.waiting.length >= this.options.queued) return Promise.reject(new ResizeBusy())
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(start)
        if (at >= 0) this.waiting.splice(at, 1)
        reject(new ResizeBusy())
      }, this.options.maxWaitMs)
      this.waiting.push(start)
    })
  }
}
