import type { PayloadRequest } from 'payload'

type Task = () => Promise<void> | void
type TransactionID = string | number
type Transactions = {
  commitTransaction: (id: TransactionID | Promise<TransactionID>) => Promise<void>
  rollbackTransaction: (id: TransactionID | Promise<TransactionID>) => Promise<void>
}

const pendingByAdapter = new WeakMap<object, Map<TransactionID, Task[]>>()

/**
 * Runs `task` once the request's database transaction has committed, or at once when it has none.
 * Payload runs every hook, afterOperation included, inside the transaction and offers no commit
 * callback, so the adapter's commit and rollback are wrapped (once per adapter): a task runs right
 * after its transaction commits, inside the same operation, and is dropped when it rolls back.
 * A failing task is logged, never thrown: the change it follows is already saved.
 */
export async function afterCommit(req: PayloadRequest, task: Task): Promise<void> {
  const id = await req.transactionID
  if (id == null) return run(req, task)
  const pending = pendingOf(req.payload.db as unknown as Transactions)
  pending.set(id, [...(pending.get(id) ?? []), () => run(req, task)])
}

function pendingOf(db: Transactions): Map<TransactionID, Task[]> {
  const known = pendingByAdapter.get(db)
  if (known) return known
  const pending = new Map<TransactionID, Task[]>()
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (incoming) => {
    const id = await incoming
    const tasks = pending.get(id) ?? []
    pending.delete(id)
    await commit(id)
    for (const task of tasks) await task()
  }
  db.rollbackTransaction = async (incoming) => {
    const id = await incoming
    pending.delete(id)
    await rollback(id)
  }
  pendingByAdapter.set(db, pending)
  return pending
}

async function run(req: PayloadRequest, task: Task): Promise<void> {
  try {
    await task()
  } catch (error) {
    req.payload.logger.error({ err: error }, 'a task after a database commit failed')
  }
}
