import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { hashPassword } from '../../modules/accounts/passwords.js';
import { Role } from '../../modules/accounts/roles.js';
import { User } from '../../modules/accounts/user.entity.js';

/** The customers' demo password; the README lists it with the e-mails below. */
export const DEMO_CUSTOMER_PASSWORD = 'Customer123!';

export const demoAccounts = [
  { email: 'admin@texnika.az', firstName: 'Aysel', lastName: 'Məmmədova', phoneNumber: '+994501000000', role: Role.Admin },
  { email: 'normal@texnika.az', firstName: 'Elvin', lastName: 'Quliyev', phoneNumber: '+994501000001', role: Role.NormalUser },
  { email: 'retail@texnika.az', firstName: 'Nigar', lastName: 'Həsənova', phoneNumber: '+994501000002', role: Role.Retail },
  { email: 'wholesale@texnika.az', firstName: 'Rəşad', lastName: 'Əliyev', phoneNumber: '+994501000003', role: Role.Wholesale },
  { email: 'vip@texnika.az', firstName: 'Leyla', lastName: 'İsmayılova', phoneNumber: '+994501000004', role: Role.VIP },
] as const;

/** One admin and one customer per price tier. */
export class DemoAccountsSeeder extends Seeder {
  constructor(private readonly adminPassword: string) {
    super();
  }

  override async run(em: EntityManager): Promise<void> {
    const [adminHash, customerHash] = await Promise.all([hashPassword(this.adminPassword), hashPassword(DEMO_CUSTOMER_PASSWORD)]);
    for (const account of demoAccounts) {
      em.create(User, {
        ...account,
        isActive: true,
        passwordHash: account.role === Role.Admin ? adminHash : customerHash,
        tokenVersion: 0,
        createdAt: new Date(),
      });
    }
    await em.flush();
  }
}
