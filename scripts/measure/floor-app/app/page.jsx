import Link from 'next/link'

export default function Home() {
  return (
    <main>
      <h1>Floor</h1>
      <p>An empty App Router page built with the project&apos;s own Next.js.</p>
      <Link href="/about">About</Link>
    </main>
  )
}
