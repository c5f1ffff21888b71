import { expect, test, type Page } from '@playwright/test';
import { GRID_ROW } from './admin.js';
import { freshAccount, freshAccountDetails, graphql } from './api.js';

/** A demo customer this spec signs in and never out (a sign-out ends every session of an account, other specs' too). */
const CUSTOMER = { email: 'normal@texnika.az', password: 'Customer123!' };

async function signIn(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test.describe('accounts', () => {
  test('a customer signs up, signs in, changes the password, signs out and signs in with the new password', async ({ page, context }, testInfo) => {
    test.setTimeout(90_000); // six argon2id hashes and verifications on the server
    const customer = freshAccountDetails(testInfo, 'signup');
    const fullName = `${customer.firstName} ${customer.lastName}`;

    await page.goto('/register');
    await expect(page.getByTestId('register-page')).toHaveAttribute('data-layout', testInfo.project.use.isMobile ? 'mobile' : 'desktop');
    await page.getByTestId('register-first-name').fill(customer.firstName);
    await page.getByTestId('register-last-name').fill(customer.lastName);
    await page.getByTestId('register-email').fill(customer.email);
    await page.getByTestId('register-phone').fill(customer.phone);
    await page.getByTestId('register-password').fill(customer.password);
    await page.getByTestId('register-confirm-password').fill('something-else');
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByTestId('register-confirm-password').fill(customer.password);
    await page.getByTestId('register-submit').click();

    await expect(page.getByText('Signed up successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-email')).toHaveValue(customer.email);

    // The same phone again is refused with the catalogue's text.
    const again = await page.request.post('/graphql', {
      data: {
        query: 'mutation($input: RegisterInput!) { register(input: $input) { id } }',
        variables: {
          input: {
            firstName: 'X',
            lastName: 'Y',
            email: `other.${customer.email}`,
            phoneNumber: `+994${customer.phone}`,
            password: 'Whatever-2026',
            confirmPassword: 'Whatever-2026',
          },
        },
      },
    });
    expect(JSON.stringify(await again.json())).toContain('emailOrPhoneTaken');

    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    const profileLink = page.getByTestId('profile-link');
    await expect(profileLink).toContainText(fullName);
    if (!testInfo.project.use.isMobile) {
      await expect(profileLink.getByText(fullName)).toBeVisible();
    } else {
      // Phones show a profile icon in the header (the name is its accessible label) and the name in the menu.
      await page.getByTestId('menu-button').click();
      await expect(page.getByTestId('mobile-menu-name')).toHaveText(fullName);
      await page.getByTestId('menu-close').click();
    }
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
    expect(token?.sameSite).toBe('Lax');
    expect(token?.path).toBe('/');
    expect(token!.expires).toBeGreaterThan(Date.now() / 1000 + 3600);

    await profileLink.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('profile-name')).toHaveText(fullName);
    await expect(page.getByTestId('profile-role')).toHaveText('Normal User');

    // New password equal to the current one is refused before any call.
    await page.getByTestId('profile-current-password').fill(customer.password);
    await page.getByTestId('profile-new-password').fill(customer.password);
    await expect(page.getByText('New password cannot be the same as current password')).toBeVisible();
    await expect(page.getByTestId('profile-password-save')).toBeDisabled();

    const newPassword = 'Ganja2026!new';
    await page.getByTestId('profile-new-password').fill(newPassword);
    await page.getByTestId('profile-confirm-password').fill(newPassword);
    await page.getByTestId('profile-password-save').click();
    await expect(page.getByTestId('profile-password-changed')).toBeVisible();
    const newToken = (await context.cookies()).find((cookie) => cookie.name === 'token');
    expect(newToken?.value).toBeTruthy();
    expect(newToken?.value).not.toBe(token?.value);

    // The new token works: a reload still shows the profile.
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText(fullName);

    await page.getByTestId('profile-logout').click();
    await page.getByTestId('logout-dialog-confirm').click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('profile-link')).toContainText('Login');
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();

    // The old password no longer works; the new one does.
    await page.goto('/login');
    await signIn(page, customer.email, customer.password);
    await expect(page.getByTestId('login-error')).toHaveText('Login failed. Invalid email or password.');
    await signIn(page, customer.email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('profile-link')).toContainText(fullName);

    // Signing out in Azerbaijani says so in Azerbaijani.
    await context.addCookies([{ name: 'language', value: 'az', url: page.url() }]);
    await page.goto('/profile');
    await page.getByTestId('profile-logout').click();
    await page.getByTestId('logout-dialog-confirm').click();
    await expect(page.getByText('Hesabdan uğurla çıxdınız!')).toBeVisible();
  });

  test('an admin signs in, lands on /admin and changes a customer role in the grid', async ({ page, request, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    const customer = await freshAccount(request, testInfo, 'role');
    // An admin of this test's own: its Sign Out at the end ends only its sessions, not other specs'.
    const admin = await freshAccount(request, testInfo, 'admin', 'ADMIN');

    await page.goto('/login');
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('admin-title')).toHaveText('Admin Dashboard');
    await expect(page.getByTestId('user-stat-totalUsers').getByTestId('user-stat-value')).toHaveText(/^\d+$/);

    await page.getByTestId('users-search').fill(customer.email);
    const row = page.locator(GRID_ROW, { hasText: customer.email });
    await expect(row).toHaveCount(1);
    await expect(page.locator(GRID_ROW)).toHaveCount(1);
    await expect(row.getByTestId('user-role-select')).toHaveText('Normal User');

    await row.getByTestId('user-role-select').click();
    await expect(page.getByTestId('role-option-NormalUser')).toHaveAttribute('aria-disabled', 'true');
    await page.getByTestId('role-option-Wholesale').click();
    // A role change is asked first (issue 28).
    await page.getByTestId('user-role-dialog-confirm').click();
    await expect(page.getByText('Role updated to Wholesale successfully')).toBeVisible();
    await expect(row.getByTestId('user-role-select')).toHaveText('Wholesale');

    // Sign Out: back to /login with every cookie gone except the language and the known-device mark.
    await page.context().addCookies([
      { name: 'language', value: 'en', url: baseURL! },
      { name: 'something', value: 'else', url: baseURL! },
    ]);
    await page.getByTestId('admin-sign-out').click();
    await expect(page).toHaveURL(/\/login$/);
    // The signed known-device mark stays (issue 27): it is no session, and it keeps this browser's sign-ins
    // ahead of strangers' guesses after a sign-out too.
    const names = (await page.context().cookies()).map((cookie) => cookie.name).sort();
    expect(names).toEqual(['known_device', 'language']);
  });

  test('only an admin passes the /admin guard', async ({ page, context, request, baseURL }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-form')).toBeVisible();

    const data = await graphql(request, 'mutation($input: LoginInput!) { login(input: $input) { token expiresAt } }', { input: CUSTOMER });
    const { token } = data.login as { token: string };
    await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('admin-layout')).toHaveCount(0);
  });
});
