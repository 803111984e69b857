/**
 * The album page's selection of pictures (data-layer spec: "selected image urls: add (no
 * duplicates), remove by position, clear all"), as pure functions over an ordered list of ids.
 */
export type Selection = readonly number[]

/** Adds pictures not yet chosen, at the end, in the order given; chosen ones stay where they are. */
export function addToSelection(selection: Selection, ...ids: number[]): Selection {
  const next = [...selection]
  for (const id of ids) if (!next.includes(id)) next.push(id)
  return next.length === selection.length ? selection : next
}

/** Removes the picture at a position of the list (as the selection panel shows it). */
export function removeAt(selection: Selection, index: number): Selection {
  return index >= 0 && index < selection.length ? selection.filter((_, i) => i !== index) : selection
}

/** Removes a picture wherever it is (its checkbox unticked). */
export const removeId = (selection: Selection, id: number): Selection => removeAt(selection, selection.indexOf(id))

export const clearSelection = (): Selection => []

/** Bytes of the chosen originals together. */
export function selectionBytes(selection: Selection, sizes: ReadonlyMap<number, number>): number {
  return selection.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0)
}
