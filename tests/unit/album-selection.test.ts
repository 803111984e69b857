import { describe, expect, it } from 'vitest'
import { addToSelection, clearSelection, removeAt, removeId, selectionBytes } from '@/components/media-items/selection'

describe('album selection', () => {
  it('adds pictures once, in the order chosen', () => {
    const one = addToSelection([], 7)
    const two = addToSelection(one, 3)
    expect(two).toEqual([7, 3])
    expect(addToSelection(two, 7)).toBe(two)
    expect(addToSelection(two, 1, 7, 3, 9)).toEqual([7, 3, 1, 9])
  })

  it('removes by position and by id, and clears', () => {
    expect(removeAt([7, 3, 1], 1)).toEqual([7, 1])
    const unchanged = [7, 3]
    expect(removeAt(unchanged, 5)).toBe(unchanged)
    expect(removeAt(unchanged, -1)).toBe(unchanged)
    expect(removeId([7, 3, 1], 1)).toEqual([7, 3])
    expect(removeId(unchanged, 42)).toBe(unchanged)
    expect(clearSelection()).toEqual([])
  })

  it('adds up the originals’ sizes', () => {
    expect(selectionBytes([1, 2], new Map([[1, 100], [2, 250], [3, 999]]))).toBe(350)
    expect(selectionBytes([], new Map())).toBe(0)
  })
})
