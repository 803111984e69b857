import * as migration_20261122_200405_initial from './20261122_200405_initial';

export const migrations = [
  {
    up: migration_20261122_200405_initial.up,
    down: migration_20261122_200405_initial.down,
    name: '20261122_200405_initial'
  },
];
