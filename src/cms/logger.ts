import { defaultLoggerOptions, type Config } from 'payload'

type LoggerOptions = Extract<NonNullable<Config['logger']>, { options: unknown }>['options']

/** The most of one logged text (a message, a stack, a property) kept; a failed query's SQL and parameters are cut here. */
export const LOGGED_TEXT_MAX = 1000
const CAUSES_MAX = 3

const cut = (text: string, max = LOGGED_TEXT_MAX) => (text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text)

/**
 * An error as the log shows it, every text in it cut: a database error's message carries the whole SQL and
 * every parameter (a filter of 3,000 conditions logged 170 KB per request while the server ran out of memory).
 */
export function loggedError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? cut(error) : error
  const { name, message, stack } = error
  const shown: Record<string, unknown> = { type: name, message: cut(message) }
  // The stack starts with the message again: keep its first line cut, then the frames.
  if (stack) shown.stack = cut(stack.startsWith(`${name}: ${message}`) ? `${name}: ${cut(message)}${stack.slice(name.length + 2 + message.length)}` : stack, 4 * LOGGED_TEXT_MAX)
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || value === undefined) continue
    shown[key] = typeof value === 'string' ? cut(value) : typeof value === 'number' || typeof value === 'boolean' ? value : cut(safeJson(value))
  }
  if (error.cause !== undefined) shown.cause = depth < CAUSES_MAX ? loggedError(error.cause, depth + 1) : '…'
  return shown
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/**
 * Payload's pino logger, as Payload makes it (pretty lines on stdout), with every error and message cut to a
 * readable length. pino takes a logged error's message as the line's message before any serializer runs, so
 * the message is cut on the way in too.
 */
export const boundedLoggerOptions: LoggerOptions = {
  serializers: { err: loggedError },
  hooks: {
    logMethod(args, method) {
      const [first, ...rest] = args as unknown[]
      const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err
      const object = first instanceof Error ? { err: first } : first
      const texts = rest.map((value) => (typeof value === 'string' ? cut(value) : value))
      if (typeof object === 'string') return method.apply(this, [cut(object), ...texts] as Parameters<typeof method>)
      if (object && typeof object === 'object' && typeof (object as { msg?: unknown }).msg === 'string') (object as { msg: string }).msg = cut((object as { msg: string }).msg)
      if (error instanceof Error && texts.length === 0) texts.push(cut(error.message))
      return method.apply(this, [object, ...texts] as Parameters<typeof method>)
    },
  },
}

export const boundedLogger: Config['logger'] = { options: boundedLoggerOptions, destination: defaultLoggerOptions }
