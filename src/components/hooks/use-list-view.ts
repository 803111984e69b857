'use client'

import { useEffect, useRef, useState } from 'react'

/** The spec's debounce for listing requests (data-layer spec, sections 4 and 9). */
export const LIST_DEBOUNCE_MS = 500

/** One page of a REST list call's answer, as a list shows it. */
export type ListPage<T> = { items: T[]; total: number }
export type ListStatus = 'idle' | 'loading' | 'ready' | 'error'

/** How a list's state stands in its page's address, so a view can be shared, reloaded and gone back to. */
export type ListAddress<S> = {
  /** The address query of a state ('' for the defaults). */
  toQuery: (state: S) => string
  /** The state an address's query names (unknown values count as no filter). */
  read: (search: URLSearchParams) => S
  same: (a: S, b: S) => boolean
}

export type ListViewOptions<S, T> = {
  /** The state the server rendered, and its items. */
  initialState: S
  initialResult: ListPage<T>
  /** The address of the REST list call for a state; it answers `{ data, meta: { total } }`. */
  request: (state: S) => string
  /** Keep the state in the page's address; without it the state stays in the island (a search box). */
  address?: ListAddress<S>
  debounceMs?: number
  /** A state with nothing to ask (a search box with no term): shown at once as `idle`, with no items. */
  isIdle?: (state: S) => boolean
  /** A 400 is an empty answer, not an error (a term the API will not search for). */
  rejectedIsEmpty?: boolean
}

export type ListView<S, T> = {
  state: S
  result: ListPage<T>
  status: ListStatus
  /** A filter change: shown at once, asked for once the visitor pauses. */
  edit: (next: S) => void
  /** A page link, a cleared or submitted form: asked for at once. */
  show: (next: S) => void
  /** Ask again for the state shown (after an error). */
  retry: () => void
}

const NOTHING = { items: [], total: 0 }

/** A REST list call's address: the page, its size, the country and language, and each filter that has a value. */
export function listCallUrl(endpoint: string, page: number, size: number, variant: { country: string; locale: string }, filters: Record<string, string>): string {
  const query = new URLSearchParams({ page: String(page), size: String(size), country: variant.country, lang: variant.locale })
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value)
  return `${endpoint}?${query}`
}

/**
 * The state, requests and address of a filterable list or live search: a filter change waits for
 * the debounce, a newer request aborts the one before, and the address names the state shown.
 * History: each view the list settles on is a new entry (pushState), so Back returns to the view
 * before as it does between pages; changes made while a debounce is pending replace that entry, so
 * typing a word adds one entry, not one per key. Back and Forward show the view their address names.
 */
export function useListView<S, T>({ initialState, initialResult, request, address, debounceMs = LIST_DEBOUNCE_MS, isIdle, rejectedIsEmpty }: ListViewOptions<S, T>): ListView<S, T> {
  const [state, setState] = useState<S>(initialState)
  const [result, setResult] = useState<ListPage<T>>(initialResult)
  const [status, setStatus] = useState<ListStatus>(isIdle?.(initialState) ? 'idle' : 'ready')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pending = useRef<AbortController | null>(null)
  // True while an edit waits for its debounce: its address replaces the entry the edit began.
  const editing = useRef(false)

  const load = async (next: S) => {
    pending.current?.abort()
    if (isIdle?.(next)) {
      setStatus('idle')
      setResult(NOTHING)
      return
    }
    const controller = new AbortController()
    pending.current = controller
    setStatus('loading')
    const url = request(next)
    try {
      const response = await fetch(url, { signal: controller.signal })
      if (rejectedIsEmpty && response.status === 400) {
        setResult(NOTHING)
        setStatus('ready')
        return
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as { data: T[]; meta: { total: number } }
      setResult({ items: body.data, total: body.meta.total })
      setStatus('ready')
    } catch (error) {
      if (!controller.signal.aborted) setStatus('error')
      if (!(error instanceof DOMException)) console.warn(`${url.split('?')[0]} failed`, error)
    }
  }

  const record = (next: S) => {
    if (!address) return
    const target = `${window.location.pathname}${address.toQuery(next)}`
    if (target === `${window.location.pathname}${window.location.search}`) return
    // Next.js copies its router state onto the entry, whichever state is passed.
    if (editing.current) window.history.replaceState(null, '', target)
    else window.history.pushState(null, '', target)
  }

  const edit = (next: S) => {
    setState(next)
    record(next)
    clearTimeout(timer.current)
    if (isIdle?.(next)) {
      editing.current = false
      void load(next)
      return
    }
    editing.current = true
    timer.current = setTimeout(() => {
      editing.current = false
      void load(next)
    }, debounceMs)
  }

  const show = (next: S) => {
    clearTimeout(timer.current)
    setState(next)
    record(next)
    editing.current = false
    void load(next)
  }

  useEffect(() => {
    const cleanUp = () => {
      clearTimeout(timer.current)
      pending.current?.abort()
    }
    if (!address) return cleanUp
    // The server rendered the address's view; should the address say otherwise (a client-side
    // navigation kept an older render), load what it asks for.
    const shown = address.read(new URLSearchParams(window.location.search))
    if (!address.same(shown, initialState)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- syncing from the address, once
      setState(shown)
      void load(shown)
    }
    // Back and Forward between this list's views. (Back to another page fires here too before the
    // island goes: that is the router's business.)
    const ownPath = window.location.pathname
    const onPopState = () => {
      clearTimeout(timer.current)
      editing.current = false
      if (window.location.pathname !== ownPath) return
      const view = address.read(new URLSearchParams(window.location.search))
      setState(view)
      void load(view)
    }
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('popstate', onPopState)
      cleanUp()
    }
    // Runs once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return { state, result, status, edit, show, retry: () => void load(state) }
}
