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
import { Migration20261127211022_password_reset } from './Migration20261127211022_password_reset.js';
import { Migration20261128090000_download_file_types } from './Migration20261128090000_download_file_types.js';
import { Migration20261128091000_orders_seen } from './Migration20261128091000_orders_seen.js';
import { Migration20261128100000_store_settings } from './Migration20261128100000_store_settings.js';
import { Migration20261128110000_catalogue_text } from './Migration20261128110000_catalogue_text.js';
import { Migration20261128050000_brand_filter } from './Migration20261128050000_brand_filter.js';
import { Migration20261128120000_stock_notices } from './Migration20261128120000_stock_notices.js';

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
  { name: 'Migration20261127211022_password_reset', class: Migration20261127211022_password_reset },
  { name: 'Migration20261128090000_download_file_types', class: Migration20261128090000_download_file_types },
  { name: 'Migration20261128091000_orders_seen', class: Migration20261128091000_orders_seen },
  { name: 'Migration20261128100000_store_settings', class: Migration20261128100000_store_settings },
  { name: 'Migration20261128050000_brand_filter', class: Migration20261128050000_brand_filter },
  { name: 'Migration20261128110000_catalogue_text', class: Migration20261128110000_catalogue_text },
  { name: 'Migration20261128120000_stock_notices', class: Migration20261128120000_stock_notices },
];
