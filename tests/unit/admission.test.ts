import { EventEmitter } from 'node:events'
import type http from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Lane } from '@/lib/http/admission'

/** A request and a response whose `close` the test fires, as Node.js does when an answer ends or the client leaves. */
function exchange() {
  const request = Object.assign(new EventEmitter(), { destroy: vi.fn() }) as unknown as http.IncomingMessage & { destroy: ReturnType<typeof vi.fn> }
  const response = new EventEmitter() as unknown as http.ServerResponse
  return { request, response, close: () => response.emit('close') }
}

afterEach(() => vi.useRealTimers())

describe('Lane', () => {
  it('starts work up to its concurrency, queues the rest and starts it as places free up', () => {
    const lane = new Lane({ concurrency: 2, queued: 10, maxWaitMs: 1000 })
    const started: number[] = []
    const shed = vi.fn()
    const exchanges = [0, 1, 2].map((i) => {
      const x = exchange()
      lane.admit(x.request, x.response, () => started.push(i), shed)
      return x
    })
    expect(started).toEqual([0, 1])
    expect(lane.load).toEqual({ active: 2, waiting: 1 })
    exchanges[0].close()
    expect(started).toEqual([0, 1, 2])
    expect(lane.load).toEqual({ active: 2, waiting: 0 })
    expect(shed).not.toHaveBeenCalled()
  })

  it('turns a request away when the queue is full', () => {
    const lane = new Lane({ concurrency: 1, queued: 1, maxWaitMs: 1000 })
    const shed = vi.fn()
    for (let i = 0; i < 3; i++) lane.admit(exchange().request, exchange().response, () => {}, shed)
    expect(shed).toHaveBeenCalledTimes(1)
  })

  it('turns a request away after it waited maxWaitMs, and never starts it', () => {
    vi.useFakeTimers()
    const lane = new Lane({ concurrency: 1, queued: 5, maxWaitMs: 1000 })
    const first = exchange()
    lane.admit(first.request, first.response, () => {}, vi.fn())
    const work = vi.fn()
    const shed = vi.fn()
    const second = exchange()
    lane.admit(second.request, second.response, work, shed)
    vi.advanceTimersByTime(1001)
    expect(shed).toHaveBeenCalledTimes(1)
    first.close()
    expect(work).not.toHaveBeenCalled()
    expect(lane.load).toEqual({ active: 0, waiting: 0 })
  })

  it('drops a waiting request whose client left, without starting it', () => {
    const lane = new Lane({ concurrency: 1, queued: 5, maxWaitMs: 1000 })
    const first = exchange()
    lane.admit(first.request, first.response, () => {}, vi.fn())
    const gone = exchange()
    const work = vi.fn()
    lane.admit(gone.request, gone.response, work, vi.fn())
    gone.close()
    expect(gone.request.destroy).toHaveBeenCalled()
    first.close()
    expect(work).not.toHaveBeenCalled()
    expect(lane.load).toEqual({ active: 0, waiting: 0 })
  })
})

describe('Lane, a long answer', () => {
  it('frees the place once the answer is written out, before a slow client has read it', () => {
    const lane = new Lane({ concurrency: 1, queued: 5, maxWaitMs: 60_000 })
    const first = exchange()
    lane.admit(first.request, first.response, () => {}, vi.fn())
    const work = vi.fn()
    const next = exchange()
    lane.admit(next.request, next.response, work, vi.fn())
    first.response.emit('prefinish')
    expect(work).toHaveBeenCalledTimes(1)
    first.close()
    expect(lane.load).toEqual({ active: 1, waiting: 0 })
  })

  it('gives up its place after maxHoldMs, so slow readers cannot fill the lane', () => {
    vi.useFakeTimers()
    const lane = new Lane({ concurrency: 1, queued: 5, maxWaitMs: 60_000, maxHoldMs: 1000 })
    const slow = exchange()
    lane.admit(slow.request, slow.response, () => {}, vi.fn())
    const work = vi.fn()
    const next = exchange()
    lane.admit(next.request, next.response, work, vi.fn())
    expect(work).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1001)
    expect(work).toHaveBeenCalledTimes(1)
    // The slow answer's close later does not free a second place.
    slow.close()
    expect(lane.load).toEqual({ active: 1, waiting: 0 })
  })
})
