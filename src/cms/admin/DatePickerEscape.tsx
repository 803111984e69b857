'use client'
import { useEffect, type ReactNode } from 'react'

/** The calendar of a date field, present in the page only while it is open (react-datepicker's popper). */
const OPEN_CALENDAR = '.react-datepicker-popper'

/**
 * Escape in an open calendar closes the calendar only. The drawer it sits in (scheduling a publish) closes on any
 * Escape that reaches the document, keyed on `keyCode`, and took what was typed with it; the calendar reads `key`.
 * So while a calendar is open, this Escape's `keyCode` reads 0 to the drawer. Renders its children.
 */
export function DatePickerEscape({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && document.querySelector(OPEN_CALENDAR)) Object.defineProperty(event, 'keyCode', { value: 0 })
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [])
  return children
}
