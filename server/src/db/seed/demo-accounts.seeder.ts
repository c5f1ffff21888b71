import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { DEMO_CUSTOMER_PASSWORD, hashPassword } from '../../modules/accounts/index.js';
import { Role } from '../../modules/accounts/index.js';
import { User } from '../../modules/accounts/index.js';

export const demoAccounts = [
  { email: 'admin@texnika.az', firstName: 'Aysel', lastName: 'Məmmədova', phoneNumber: '+994501000000', role: Role.Admin },
  { email: 'normal@texnika.az', firstName: 'Elvin', lastName: 'Quliyev', phoneNumber: '+994501000001', role: Role.NormalUser },
  { email: 'retail@texnika.az', firstName: 'Nigar', lastName: 'Həsənova', phoneNumber: '+994501000002', role: Role.Retail },
  { email: 'wholesale@texnika.az', firstName: 'Rəşad', lastName: 'Əliyev', phoneNumber: '+994501000003', role: Role.Wholesale },
  { email: 'vip@texnika.az', firstName: 'Leyla', lastName: 'İsmayılova', phoneNumber: '+994501000004', role: Role.VIP },
] as const;

/** A production shop's first admin: the name and phone are placeholders the admin changes in the profile. */
const productionAdmin = { firstName: 'Shop', lastName: 'Administrator', phoneNumber: '+994000000000', role: Role.Admin };

export interface FirstAccounts {
  adminEmail: string;
  adminPassword: string;
  /** The demo customers (one per price tier, with the README's password); never in production. */
  demoCustomers: boolean;
}

/** The first admin, and with `demoCustomers` the demo admin's name and one customer per price tier. */
export class DemoAccountsSeeder extends Seeder {
  constructor(private readonly accounts: FirstAccounts) {
    super();
  }

  override async run(em: EntityManager): Promise<void> {
    const { adminEmail, adminPassword, demoCustomers } = this.accounts;
    const admin = demoCustomers ? demoAccounts[0] : productionAdmin;
    const customers = demoCustomers ? demoAccounts.filter((account) => account.role !== Role.Admin) : [];
    const [adminHash, customerHash] = await Promise.all([hashPassword(adminPassword), customers.length ? hashPassword(DEMO_CUSTOMER_PASSWORD) : '']);
    for (const account of [{ ...admin, email: adminEmail }, ...customers]) {
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
