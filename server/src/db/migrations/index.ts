import { Migration20261122000000_catalogue } from './Migration20261122000000_catalogue.js';
import { Migration20261122010000_accounts } from './Migration20261122010000_accounts.js';

/** Committed migrations, oldest first. New ones are appended here. */
export const migrations = [
  { name: 'Migration20261122000000_catalogue', class: Migration20261122000000_catalogue },
  { name: 'Migration20261122010000_accounts', class: Migration20261122010000_accounts },
];
