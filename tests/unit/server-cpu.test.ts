import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { cpuMicros, listenerPid } from '../../scripts/measure/server-cpu.mjs'

describe("the bench's server CPU reading", () => {
  it('finds the process listening on a port, and its CPU time grows as it works', async () => {
    const server = createServer((_req, res) => res.end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const pid = listenerPid((server.address() as AddressInfo).port)
      expect(pid).toBe(process.pid)
      const before = cpuMicros(pid)
      // 100 ms of this process's CPU time, however busy the machine is.
      const start = process.cpuUsage()
      while (Object.values(process.cpuUsage(start)).reduce((a, b) => a + b) < 100_000) Math.sqrt(Math.random())
      expect(cpuMicros(pid) - before).toBeGreaterThanOrEqual(50_000)
    } finally {
      server.close()
    }
  })
})
