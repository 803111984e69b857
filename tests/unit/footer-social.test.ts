import { describe, expect, it } from 'vitest'
import { socialLinks } from '@/components/shell/footer/social'

describe('footer social links', () => {
  it('shows nothing when nothing is configured', () => {
    expect(socialLinks(null, {})).toEqual([])
    expect(socialLinks([], {})).toEqual([])
  })

  it('takes links from the CMS, in a fixed platform order, dropping anything that is not http(s)', () => {
    const links = socialLinks(
      [
        { platform: 'youtube', url: 'https://video.example.org/dalumara' },
        { platform: 'facebook', url: 'javascript:alert(1)' },
        { platform: 'instagram', url: 'https://photos.example.org/dalumara' },
        { platform: 'x', url: '   ' },
      ],
      {},
    )
    expect(links.map((l) => [l.platform, l.name])).toEqual([
      ['instagram', 'Instagram'],
      ['youtube', 'YouTube'],
    ])
  })

  it('lets the environment (SOCIAL_<PLATFORM>) win over the CMS', () => {
    const links = socialLinks([{ platform: 'linkedin', url: 'https://cms.example.org/in' }], {
      SOCIAL_LINKEDIN: 'https://env.example.org/in',
      SOCIAL_PINTEREST: 'https://env.example.org/pins',
      SOCIAL_FACEBOOK: 'not a url',
    })
    expect(links.map((l) => l.url)).toEqual(['https://env.example.org/in', 'https://env.example.org/pins'])
  })
})
