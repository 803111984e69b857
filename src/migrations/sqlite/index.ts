import * as migration_20261122_174551_initial from './20261122_174551_initial';

export const migrations = [
  {
    up: migration_20261122_174551_initial.up,
    down: migration_20261122_174551_initial.down,
    name: '20261122_174551_initial'
  },
];
