import type { PayloadRequest } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { afterCommit } from '@/cms/after-commit'

/** A database adapter that logs when its transactions end, and a request inside one of them. */
function request(transactionID?: string) {
  const log: string[] = []
  const db = {
    commitTransaction: async (id: string) => void log.push(`commit ${id}`),
    rollbackTransaction: async (id: string) => void log.push(`rollback ${id}`),
  }
  const req = { transactionID, payload: { db, logger: { error: vi.fn() } } } as unknown as PayloadRequest
  return { log, db, req }
}

describe('afterCommit', () => {
  it('runs a task once its transaction has committed', async () => {
    const { log, db, req } = request('t1')
    await afterCommit(req, () => void log.push('revalidate'))
    expect(log).toEqual([])
    await db.commitTransaction('t1')
    expect(log).toEqual(['commit t1', 'revalidate'])
  })

  it('drops the tasks of a transaction that rolls back', async () => {
    const { log, db, req } = request('t2')
    await afterCommit(req, () => void log.push('revalidate'))
    await db.rollbackTransaction('t2')
    await db.commitTransaction('t2')
    expect(log).toEqual(['rollback t2', 'commit t2'])
  })

  it('runs at once without a transaction, and logs a failing task without throwing', async () => {
    const { log, req } = request()
    await afterCommit(req, () => void log.push('revalidate'))
    expect(log).toEqual(['revalidate'])
    await afterCommit(req, () => {
      throw new Error('down')
    })
    expect(req.payload.logger.error).toHaveBeenCalledOnce()
  })
})
