import * as migration_20261122_194832_initial from './20261122_194832_initial';

export const migrations = [
  {
    up: migration_20261122_194832_initial.up,
    down: migration_20261122_194832_initial.down,
    name: '20261122_194832_initial'
  },
];
