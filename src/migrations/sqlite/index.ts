import * as migration_20261122_194843_initial from './20261122_194843_initial';

export const migrations = [
  {
    up: migration_20261122_194843_initial.up,
    down: migration_20261122_194843_initial.down,
    name: '20261122_194843_initial'
  },
];
