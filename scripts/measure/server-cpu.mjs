// The CPU time a server spends, read from /proc: the load generator shares the machine, so CPU time per request moves
// much less with the rest of the machine's work than req/s does.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100

/** The inodes of the sockets listening on TCP `port`, IPv4 or IPv6 (`next start` without -H listens on ::). */
function listeningInodes(port) {
  const inodes = new Set()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines
    try {
      lines = readFileSync(table, 'utf8').trim().split('\n').slice(1)
    } catch {
      continue
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/)
      // local_address is ADDRESS:PORT in hex; state 0A is LISTEN; field 9 is the socket's inode.
      if (fields[3] === '0A' && parseInt(fields[1].split(':')[1], 16) === port) inodes.add(fields[9])
    }
  }
  return inodes
}

/** The process that holds the socket listening on `port` (the Next.js server itself, not its npx or `next start` parent). */
export function listenerPid(port) {
  const inodes = listeningInodes(Number(port))
  if (!inodes.size) throw new Error(`nothing listens on port ${port}`)
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    let fds
    try {
      fds = readdirSync(`/proc/${name}/fd`)
    } catch {
      continue // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${name}/fd/${fd}`))
        if (socket && inodes.has(socket[1])) return Number(name)
      } catch {}
    }
  }
  throw new Error(`no readable process holds the socket listening on port ${port}`)
}

/** `pid` and every process under it. */
export function processTree(pid) {
  const children = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)])
    } catch {}
  }
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []))
  return tree
}

/** User plus system CPU time in µs of `pid` and the processes under it (all their threads). */
export function cpuMicros(pid) {
  let ticks = 0
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8')
      // After the command's closing parenthesis: state is field 3, utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {}
  }
  return (ticks * 1e6) / ticksPerSecond
}
