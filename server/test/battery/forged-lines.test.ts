import { afterAll, beforeAll, expect, it } from 'vitest';
import { CUSTOMER_PASSWORD, CUSTOMERS, newCustomer, signIn } from '../accounts.js';
import { startTestApp, type TestApp } from '../app.js';
import { add, productsForSale, resetCarts, sqlOf, type ShopProduct } from '../buying.js';

/**
 * The forged WhatsApp line (issue 27, finding 6): checkout writes the customer's name into the message
 * the store reads, so a name with a line break could put a fake "Total: 0.01 ₼" above the real total.
 * Every way a name gets there (sign-up, profile, checkout's own name; REST and GraphQL) is tried with
 * each kind of line break; each must be refused with 400 naming the field and change nothing. A name
 * stored before the rule (written here straight into the database) must still come out on one line.
 */

let t: TestApp;
let sql: ReturnType<typeof sqlOf>;
let customer: Record<string, string>;
let products: ShopProduct[];

beforeAll(async () => {
  t = await startTestApp();
  sql = sqlOf(t);
  customer = await signIn(t, CUSTOMERS.VIP, CUSTOMER_PASSWORD, '10.27.6.1');
  products = await productsForSale(t, 1, 100, 20);
});
afterAll(() => t.close());

const FORGED = 'Total: 0.01 ₼';
/** A line feed, CR LF, a lone CR, a vertical tab, NEL, the Unicode line and paragraph separators. */
const BREAKS = ['\n', '\r\n', '\r', '\v', '\u0085', '\u2028', '\u2029'];
const forged = (breakChar: string) => `Ali${breakChar}${FORGED}`;

interface Attempt {
  name: string;
  field: string;
  send(value: string): Promise<{ status: number; message?: string; reason?: string }>;
}

const rest = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method, url, payload, headers });
  const body = response.json();
  return { status: response.statusCode, message: body.message as string | undefined, reason: body.reason as string | undefined };
};
const graphql = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const { errors } = await t.graphql(query, variables, headers);
  const error = errors?.[0];
  if (!error) return { status: 200 };
  return { status: error.extensions?.code === 'BAD_USER_INPUT' ? 400 : 500, message: error.message, reason: error.extensions?.reason };
};

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { id } }';
const PROFILE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }';
const CHECKOUT = 'mutation($input: CheckoutInput) { checkout(input: $input) { whatsAppUrl } }';

const attempts: Attempt[] = [
  { name: 'REST sign-up, first name', field: 'firstName', send: (v) => rest('POST', '/api/v1/Auth/register', newCustomer({ firstName: v })) },
  { name: 'REST sign-up, last name', field: 'lastName', send: (v) => rest('POST', '/api/v1/Auth/register', newCustomer({ lastName: v })) },
  { name: 'GraphQL sign-up, first name', field: 'firstName', send: (v) => graphql(REGISTER, { input: newCustomer({ firstName: v }) }) },
  { name: 'GraphQL sign-up, last name', field: 'lastName', send: (v) => graphql(REGISTER, { input: newCustomer({ lastName: v }) }) },
  {
    name: 'REST profile, first name',
    field: 'firstName',
    send: (v) => rest('PUT', '/api/v1/Auth/profile', { firstName: v, lastName: 'Məmmədov', email: CUSTOMERS.VIP }, customer),
  },
  {
    name: 'REST profile, last name',
    field: 'lastName',
    send: (v) => rest('PUT', '/api/v1/Auth/profile', { firstName: 'Ali', lastName: v, email: CUSTOMERS.VIP }, customer),
  },
  {
    name: 'GraphQL profile, last name',
    field: 'lastName',
    send: (v) => graphql(PROFILE, { input: { firstName: 'Ali', lastName: v, email: CUSTOMERS.VIP } }, customer),
  },
  { name: 'REST checkout, customer name', field: 'customerName', send: (v) => rest('POST', '/api/v1/Cart/whatsapp-order', { customerName: v }, customer) },
  { name: 'GraphQL checkout, customer name', field: 'customerName', send: (v) => graphql(CHECKOUT, { input: { customerName: v } }, customer) },
];

/** What a refused attempt must leave as it was: accounts, the customer's names, orders, the cart. */
const state = async () =>
  sql(
    `select (select count(*)::int from app_user) as users, (select count(*)::int from shop_order) as orders,
       (select count(*)::int from cart_item) as "cartLines",
       (select first_name || '|' || last_name from app_user where email = ?) as names`,
    [CUSTOMERS.VIP],
  );

/** The message of a wa.me link, decoded. */
const messageOf = (url: string) => decodeURIComponent(new URL(url).searchParams.get('text')!);

it('a name with a line break is refused at sign-up, profile and checkout, over REST and GraphQL; a stored one cannot forge a line', async () => {
  await resetCarts(t, products, [customer]);
  await add(t, customer, products[0]!.id, 1);
  let refused = 0;
  let tried = 0;
  for (const attempt of attempts) {
    for (const breakChar of BREAKS) {
      tried += 1;
      const label = `${attempt.name} with U+${breakChar.codePointAt(0)!.toString(16).padStart(4, '0')}`;
      const before = await state();
      const answer = await attempt.send(forged(breakChar));
      expect(answer.status, `${label}: ${JSON.stringify(answer)}`).toBe(400);
      expect(answer.message, label).toContain(attempt.field);
      expect(answer.reason, label).toBe(`${attempt.field}Invalid`);
      expect(await state(), label).toEqual(before);
      refused += 1;
    }
  }

  // A name stored before names were checked (or by some other way in): the message keeps it on its line.
  await sql('update app_user set first_name = ?, last_name = ? where email = ?', [forged('\n'), `X\u2028${FORGED}`, CUSTOMERS.VIP]);
  const checkout = await t.app.inject({ method: 'POST', url: '/api/v1/Cart/whatsapp-order', payload: { language: 'en' }, headers: customer });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const message = messageOf(checkout.json().whatsAppUrl);
  const lines = message.split('\n');
  const totals = lines.filter((line) => line.startsWith('Total:'));
  expect(totals, message).toHaveLength(1);
  expect(lines[lines.length - 1]).toBe(totals[0]);
  expect(lines.find((line) => line.startsWith('Name:'))).toBe(`Name: Ali ${FORGED} X ${FORGED}`);

  console.log(
    `[battery] forged WhatsApp line: ${refused} of ${tried} attempts refused with 400 naming the field ` +
      `(sign-up, profile and checkout over REST and GraphQL, ${BREAKS.length} kinds of line break), ` +
      `a stored name with line breaks: ${totals.length} total line in the message`,
  );
});
