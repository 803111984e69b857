/** A link to another catalogue item, as the catalogue's answers give it. */
export type ItemRef = { slug: string; title: string; url: string }
