import type { Payload } from 'payload'

/** Placeholder: the header helper seeds the mega-menu global here. */
export async function seedHeader(_payload: Payload): Promise<void> {}
