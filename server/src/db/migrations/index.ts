import { Migration20261122000000_catalogue } from './Migration20261122000000_catalogue.js';

/** Committed migrations, oldest first. New ones are appended here. */
export const migrations = [{ name: 'Migration20261122000000_catalogue', class: Migration20261122000000_catalogue }];
