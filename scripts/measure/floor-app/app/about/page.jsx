import Link from 'next/link'

export default function About() {
  return (
    <main>
      <h1>About</h1>
      <p>A second page of the same shape, so a cached page and the home page each have one to stand beside.</p>
      <Link href="/">Home</Link>
    </main>
  )
}
