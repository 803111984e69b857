import { describe, expect, it } from 'vitest'
import { classTokens, pagesAddingClasses } from '../../scripts/test/class-cover.mjs'

describe('pages that add classes to the crawl’s browser sample', () => {
  it('reads the class names of the markup, not of inline scripts', () => {
    const html = '<div class="a  b"><p class="b c">x</p><script>self.__next_f.push([1,"class=\\"hidden\\""])</script></div>'
    expect([...classTokens(html)].sort()).toEqual(['a', 'b', 'c'])
  })

  it('picks, in order, each page that carries a class none checked or picked before carries', () => {
    const page = (name: string, ...tokens: string[]) => ({ name, tokens: new Set(tokens) })
    const picked = pagesAddingClasses([new Set(['shell', 'card'])], [
      page('same', 'shell', 'card'),
      page('slider', 'shell', 'slider'),
      page('slider again', 'slider', 'card'),
      page('map', 'map', 'slider'),
    ])
    expect(picked.map((p) => p.name)).toEqual(['slider', 'map'])
  })
})
