import { describe, expect, it } from 'vitest'
import { groupGuideSections, type GuideSection } from '@/blocks/BrewingGuide/rule-groups'
import { groupBySection } from '@/blocks/EBooks/book-sections'
import { bookSourceError } from '@/cms/collections/EBooks'

type Section = GuideSection & { name: string }
const content = (name: string): Section => ({ name, type: 'content' })
const rule = (name: string, rule_number: number | null): Section => ({ name, type: 'rule', rule_number })

/** The parts as short strings: a content section's name, or a run of rules as "index:name+name". */
const layout = (sections: Section[]) =>
  groupGuideSections(sections).map((part) =>
    part.kind === 'content' ? part.section.name : part.groups.map((g) => `${g.index}:${g.sections.map((s) => s.name).join('+')}`),
  )

describe('brewing guide rule groups', () => {
  it('numbers rule groups 1, 2, 3… in order of appearance, whatever their stored numbers', () => {
    expect(layout([rule('water', 10), rule('leaf', 20), rule('heat', 5)])).toEqual([['1:water', '2:leaf', '3:heat']])
    const [part] = groupGuideSections([rule('water', 10), rule('leaf', 20)])
    expect(part).toMatchObject({ kind: 'rules', groups: [{ index: 1, ruleNumber: 10 }, { index: 2, ruleNumber: 20 }] })
  })

  it('gathers the sections of one rule number into one group, in their order, even when apart', () => {
    expect(layout([rule('water', 1), rule('warm the pot', 1), rule('leaf', 2), rule('fresh water again', 1)])).toEqual([
      ['1:water+warm the pot+fresh water again', '2:leaf'],
    ])
  })

  it('keeps content sections in place; a content section between rules splits the list, the numbering carries on', () => {
    expect(layout([content('intro'), rule('water', 1), rule('leaf', 2), content('aside'), rule('heat', 3), content('iced tea')])).toEqual([
      'intro',
      ['1:water', '2:leaf'],
      'aside',
      ['3:heat'],
      'iced tea',
    ])
  })

  it('adds a later section of an earlier rule to that rule, not to the current run', () => {
    expect(layout([rule('water', 1), content('aside'), rule('heat', 3), rule('more water', 1)])).toEqual([['1:water+more water'], 'aside', ['2:heat']])
  })

  it('shows a rule stored without a number where it stands, as content', () => {
    expect(layout([rule('numberless', null), rule('water', 1)])).toEqual(['numberless', ['1:water']])
    expect(layout([{ name: 'no type', rule_number: 4 }])).toEqual(['no type'])
  })

  it('gives nothing for no sections', () => {
    expect(groupGuideSections([])).toEqual([])
  })
})

describe('e-book sections', () => {
  const book = (slug: string, section?: string | null) => ({ slug, section })

  it('groups books by section, sections in the order of their first book, books in their own order', () => {
    const sections = groupBySection([book('a', 'Recipes'), book('b', 'Stories'), book('c', 'Recipes'), book('d', 'Know-how')], 'More')
    expect(sections.map((s) => [s.title, s.books.map((b) => b.slug)])).toEqual([
      ['Recipes', ['a', 'c']],
      ['Stories', ['b']],
      ['Know-how', ['d']],
    ])
  })

  it('puts books without a section under the fallback title, and treats surrounding spaces as the same section', () => {
    const sections = groupBySection([book('a', null), book('b', ' Recipes '), book('c', ''), book('d', 'Recipes')], 'More e-books')
    expect(sections.map((s) => [s.title, s.books.map((b) => b.slug)])).toEqual([
      ['More e-books', ['a', 'c']],
      ['Recipes', ['b', 'd']],
    ])
  })
})

describe('e-book source rule', () => {
  it('needs an uploaded PDF or an http(s) address', () => {
    expect(bookSourceError(null, null)).toMatch(/PDF or give the address/)
    expect(bookSourceError(undefined, '')).toMatch(/PDF or give the address/)
    expect(bookSourceError(12, null)).toBeNull()
    expect(bookSourceError(null, 'https://example.com/book.pdf')).toBeNull()
    expect(bookSourceError(12, 'https://example.com/book.pdf')).toBeNull()
    expect(bookSourceError(12, 'ftp://example.com/book.pdf')).toBe('A full http(s) URL')
    expect(bookSourceError(null, '/relative.pdf')).toBe('A full http(s) URL')
  })
})
