import * as migration_20261122_200405_initial from './20261122_200405_initial';
import * as migration_20261122_210547_media_storage from './20261122_210547_media_storage';

export const migrations = [
  {
    up: migration_20261122_200405_initial.up,
    down: migration_20261122_200405_initial.down,
    name: '20261122_200405_initial',
  },
  {
    up: migration_20261122_210547_media_storage.up,
    down: migration_20261122_210547_media_storage.down,
    name: '20261122_210547_media_storage'
  },
];
