import type { TestApp } from './app.js';

/** Demo accounts present in every seeded test database. */
export const ADMIN = { email: 'admin@texnika.az', password: 'Admin12345!' };
export const CUSTOMER_PASSWORD = 'Customer123!';
export const CUSTOMERS = {
  NormalUser: 'normal@texnika.az',
  Retail: 'retail@texnika.az',
  Wholesale: 'wholesale@texnika.az',
  VIP: 'vip@texnika.az',
} as const;

let phoneSeq = 0;
/** A sign-up body that passes every rule; override fields to break one. */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  phoneSeq += 1;
  const n = `${Date.now()}${phoneSeq}`.slice(-7);
  return {
    firstName: 'Kamran',
    lastName: 'Nəbiyev',
    email: `kamran.${n}@example.az`,
    phoneNumber: `+99455${n}`,
    password: 'Parol-2026!',
    confirmPassword: 'Parol-2026!',
    ...overrides,
  };
}

/** Signs in over REST and answers the bearer header for later calls. */
export async function signIn(t: TestApp, email: string, password: string, ip = '10.9.0.1'): Promise<Record<string, string>> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/Auth/login', payload: { email, password }, remoteAddress: ip });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return { authorization: `Bearer ${response.json().token}` };
}
