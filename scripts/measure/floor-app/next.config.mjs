// The floor the measuring scripts compare us with: Next.js defaults, built with the root's next and react.
const nextConfig = { poweredByHeader: false }

export default nextConfig
