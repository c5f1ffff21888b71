import { Migration20261122000000_catalogue } from './Migration20261122000000_catalogue.js';
import { Migration20261122010000_accounts } from './Migration20261122010000_accounts.js';
import { Migration20261122020000_catalogue_reads } from './Migration20261122020000_catalogue_reads.js';
import { Migration20261122030000_files } from './Migration20261122030000_files.js';
import { Migration20261122040000_product_listing } from './Migration20261122040000_product_listing.js';
import { Migration20261122050000_catalogue_changes } from './Migration20261122050000_catalogue_changes.js';
import { Migration20261122060000_sign_in_throttle } from './Migration20261122060000_sign_in_throttle.js';
import { Migration20261122071400_search_documents } from './Migration20261122071400_search_documents.js';
import { Migration20261125080000_cart_orders } from './Migration20261125080000_cart_orders.js';
import { Migration20261125080100_favorites } from './Migration20261125080100_favorites.js';
import { Migration20261125123000_back_office_foundation } from './Migration20261125123000_back_office_foundation.js';
import { Migration20261125140000_catalogue_languages } from './Migration20261125140000_catalogue_languages.js';
import { Migration20261126010000_category_filter_writes } from './Migration20261126010000_category_filter_writes.js';
import { Migration20261126020000_product_archive } from './Migration20261126020000_product_archive.js';
import { Migration20261127070000_search_ties } from './Migration20261127070000_search_ties.js';

/** Committed migrations, oldest first. New ones are appended here. */
export const migrations = [
  { name: 'Migration20261122000000_catalogue', class: Migration20261122000000_catalogue },
  { name: 'Migration20261122010000_accounts', class: Migration20261122010000_accounts },
  { name: 'Migration20261122020000_catalogue_reads', class: Migration20261122020000_catalogue_reads },
  { name: 'Migration20261122030000_files', class: Migration20261122030000_files },
  { name: 'Migration20261122040000_product_listing', class: Migration20261122040000_product_listing },
  { name: 'Migration20261122050000_catalogue_changes', class: Migration20261122050000_catalogue_changes },
  { name: 'Migration20261122060000_sign_in_throttle', class: Migration20261122060000_sign_in_throttle },
  { name: 'Migration20261122071400_search_documents', class: Migration20261122071400_search_documents },
  { name: 'Migration20261125080000_cart_orders', class: Migration20261125080000_cart_orders },
  { name: 'Migration20261125080100_favorites', class: Migration20261125080100_favorites },
  { name: 'Migration20261125123000_back_office_foundation', class: Migration20261125123000_back_office_foundation },
  { name: 'Migration20261125140000_catalogue_languages', class: Migration20261125140000_catalogue_languages },
  { name: 'Migration20261126010000_category_filter_writes', class: Migration20261126010000_category_filter_writes },
  { name: 'Migration20261126020000_product_archive', class: Migration20261126020000_product_archive },
  { name: 'Migration20261127070000_search_ties', class: Migration20261127070000_search_ties },
];
