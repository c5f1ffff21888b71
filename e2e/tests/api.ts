import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';

/**
 * The API calls specs make around the screens they test, and accounts of their own: specs run side by
 * side on one server, and a sign-out ends every session of its account, so a spec that signs out or
 * fills a cart uses an account nobody else touches.
 */

export const DEMO_ADMIN = { email: 'admin@texnika.az', password: 'Admin12345!' };

/** POSTs a GraphQL document (as the token's user, if given) and answers its data; any error fails the test. */
export async function graphql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: object = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

export async function signInOverApi(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const { login } = await graphql<{ login: { token: string } }>(request, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email: account.email, password: account.password },
  });
  return login.token;
}

export interface FreshAccount {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The nine digits after +994. */
  phone: string;
  password: string;
}

/** Details for an account nobody else uses: unique per project, worker and moment (e-mail and the nine phone digits). */
export function freshAccountDetails(testInfo: TestInfo, tag: string): Omit<FreshAccount, 'id'> {
  const stamp = `${Date.now()}${testInfo.workerIndex}`.slice(-7);
  const prefix = testInfo.project.name === 'mobile' ? '55' : '50';
  return {
    firstName: 'Aysel',
    lastName: `Məmmədova ${tag}`,
    email: `aysel.${tag}.${testInfo.project.name}.${stamp}@example.az`,
    phone: `${prefix}${stamp}`,
    password: 'Baku2026!pass',
  };
}

/** Registers a fresh customer (Normal tier) over the API; with `role`, the demo admin then gives it that role. */
export async function freshAccount(
  request: APIRequestContext,
  testInfo: TestInfo,
  tag: string,
  role?: 'ADMIN' | 'RETAIL' | 'WHOLESALE' | 'VIP',
): Promise<FreshAccount> {
  const details = freshAccountDetails(testInfo, tag);
  const { register } = await graphql<{ register: { id: string } }>(
    request,
    'mutation($input: RegisterInput!) { register(input: $input) { id } }',
    {
      input: {
        firstName: details.firstName,
        lastName: details.lastName,
        email: details.email,
        phoneNumber: `+994${details.phone}`,
        password: details.password,
        confirmPassword: details.password,
      },
    },
    undefined,
    // From an address of its own (the servers trust loopback as a proxy): the per-address sign-up limit is
    // the server tests' business, not every spec's.
    { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  );
  if (role) {
    const adminToken = await signInOverApi(request, DEMO_ADMIN);
    await graphql(request, 'mutation($id: ID!, $role: Role!) { setUserRole(id: $id, role: $role) { id } }', { id: register.id, role }, adminToken);
  }
  return { id: register.id, ...details };
}
