import type { FileStorage } from '../../modules/uploads/index.js';
import type { Orm } from '../orm.js';
import { DemoAccountsSeeder, type FirstAccounts } from './demo-accounts.seeder.js';
import { DemoCatalogueSeeder } from './demo.seeder.js';

export interface SeedOptions extends FirstAccounts {
  /** Where the demo pictures and Download-page files are stored. */
  storage: FileStorage;
  log?: (message: string) => void;
}

async function isEmpty(orm: Orm, table: 'category' | 'app_user'): Promise<boolean> {
  const [row] = await orm.em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`);
  return (row?.n ?? 0) === 0;
}

/** Loads the demo catalogue into an empty catalogue and the first accounts into an empty user table. */
export async function seedDemoDataIfEmpty(orm: Orm, { storage, log = () => {}, ...accounts }: SeedOptions): Promise<void> {
  if (await isEmpty(orm, 'category')) {
    log('empty catalogue: loading the demo data');
    await orm.em.fork().transactional((em) => new DemoCatalogueSeeder(storage).run(em));
  }
  if (await isEmpty(orm, 'app_user')) {
    log(accounts.demoCustomers ? 'no users: creating the demo accounts' : `no users: creating the admin ${accounts.adminEmail}`);
    await orm.em.fork().transactional((em) => new DemoAccountsSeeder(accounts).run(em));
  }
}
