import * as migration_20261122_200356_initial from './20261122_200356_initial';

export const migrations = [
  {
    up: migration_20261122_200356_initial.up,
    down: migration_20261122_200356_initial.down,
    name: '20261122_200356_initial'
  },
];
