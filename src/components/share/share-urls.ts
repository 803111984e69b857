/**
 * The share addresses of the networks we offer: each network's own public "share this address"
 * page, opened as a plain link, so no third-party script or cookie comes onto our pages.
 */
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'whatsapp', 'email'] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${t}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`
    case 'email':
      return `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`
  }
}
