// Preloaded into the production server (scripts/runtime/env.mjs serverEnv: NODE_OPTIONS --require). `next start` listens
// with Node's default backlog of 511 connections waiting to be accepted. A crawler whose client opens a new
// connection per request (linkinator's undici did: 2,700 at once) fills that while a render holds the event loop;
// the kernel then drops new handshakes and the clients see connect timeouts and resets, although the server would
// have answered them (503 + Retry-After at worst). LISTEN_BACKLOG (default 4096; the kernel caps it at
// net.core.somaxconn) leaves room for such bursts.
'use strict'
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload (node --require) */
const net = require('node:net')

/** Connections the kernel holds for the server before it accepts them (capped by `net.core.somaxconn`); Node's own 511 filled under a crawler. */
const backlog = Number.parseInt(process.env.LISTEN_BACKLOG || '4096', 10)
const listen = net.Server.prototype.listen

net.Server.prototype.listen = function (...args) {
  const [first] = args
  const callback = args.find((arg) => typeof arg === 'function')
  // listen(options[, callback]), as a port: the caller's backlog, else ours.
  if (first && typeof first === 'object' && ('port' in first || 'host' in first)) {
    return listen.call(this, { ...first, backlog: first.backlog ?? backlog }, callback)
  }
  // listen(port[, host][, backlog][, callback]), as `next start` calls it: the same as options.
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    const host = typeof args[1] === 'string' ? args[1] : undefined
    const given = args.slice(1).find((arg) => typeof arg === 'number')
    return listen.call(this, { port: Number(first), host, backlog: given ?? backlog }, callback)
  }
  return listen.apply(this, args)
}
