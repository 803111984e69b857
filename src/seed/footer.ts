import type { Payload } from 'payload'

/** Placeholder: the footer helper seeds the footer global here. */
export async function seedFooter(_payload: Payload): Promise<void> {}
