// The seed step (migrations, then the demo seed, under one database lock) as a command line: what `npm start`
// runs before serving, and what every script and test that prepares a database runs the same way. Through tsx
// with the production export condition; scripts/runtime/seed.ts says why.
export const SEED_STEP = Object.freeze({ command: 'npx', args: Object.freeze(['tsx', '--conditions=production', 'scripts/runtime/seed.ts']) })
