import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { readOutbox } from '../../server/src/modules/mail/eml.js';
import { freshAccount } from './api.js';
import { PHONE } from './phone.js';

/**
 * Issue 28, Done-when 1: password recovery on desktop and phone. The e2e servers run in development
 * without SMTP_URL, so their mail goes over SMTP to the outbox catcher, `DATA_DIR/outbox`; the code is
 * read from there, as a developer would.
 */

const outboxOf = (project: string) => path.join(process.env.E2E_DATA_DIR!, project, 'outbox');

async function codeSentTo(project: string, email: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const mails = readOutbox(outboxOf(project)).filter((mail) => mail.to.includes(email));
        code = mails.length > after ? (/^\s*(\d{4})\s*$/m.exec(mails.at(-1)!.text)?.[1] ?? '') : '';
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code;
}

const mailsTo = (project: string, email: string) => readOutbox(outboxOf(project)).filter((mail) => mail.to.includes(email)).length;

async function signIn(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('forgot password: a code from the e-mail sets a new password; wrong, reused and unknown are handled alike', PHONE, async ({ page, request }, testInfo) => {
  test.setTimeout(180_000); // argon2 hashes and first loads on a shared machine
  const project = testInfo.project.name;
  const account = await freshAccount(request, testInfo, 'recovery');
  const unknown = `nobody.${project}.${Date.now()}@example.az`;

  // The API answers an unknown address exactly as a known one, and sends it nothing.
  const answers = await Promise.all([unknown, `other.${unknown}`].map((email) => request.post('/api/v1/Auth/forgot-password', { data: { email } })));
  const knownAnswer = await request.post('/api/v1/Auth/forgot-password', { data: { email: account.email } });
  expect(answers.map((a) => a.status())).toEqual([200, 200]);
  expect(await answers[0].text()).toBe(await knownAnswer.text());

  await page.goto('/login');
  // The sign-in page's code and texts load on first use: slow while the machine is busy.
  await expect(page.getByTestId('login-page')).toHaveAttribute('data-layout', project === 'mobile' ? 'mobile' : 'desktop', { timeout: 30_000 });
  await page.getByTestId('forgot-password-link').click();

  // An unknown address reaches the code step with the same words as a known one.
  await page.getByTestId('recovery-email').fill(unknown);
  await page.getByTestId('recovery-send').click();
  const codeStep = page.getByTestId('recovery-code');
  await expect(codeStep).toContainText(`If an account uses ${unknown}, we have sent a 4-digit code to it.`);
  await expect(page.getByTestId('recovery-countdown')).toContainText(/0:(20|19|18)/);
  await codeStep.getByRole('button', { name: 'Back' }).click();

  const before = mailsTo(project, account.email);
  await page.getByTestId('recovery-email').fill(account.email);
  await page.getByTestId('recovery-send').click();
  await expect(codeStep).toContainText(`If an account uses ${account.email}, we have sent a 4-digit code to it.`);
  const code = await codeSentTo(project, account.email, before);
  expect(readOutbox(outboxOf(project)).filter((mail) => mail.to.includes(unknown))).toEqual([]);

  // A wrong code is refused and the boxes empty; typing advances box by box and the fourth digit sends it.
  const wrong = code === '0000' ? '1111' : '0000';
  await page.getByTestId('code-digit-0').click();
  await page.keyboard.type(wrong);
  await expect(page.getByTestId('recovery-code-error')).toContainText('The code is wrong or has expired');
  await expect(page.getByTestId('code-digit-3')).toHaveValue('');
  await expect(page.getByTestId('code-digit-0')).toBeFocused();
  await page.keyboard.type(code);
  await expect(page.getByTestId('recovery-reset')).toBeVisible();

  const newPassword = 'Yeni-Parol-2026!';
  await page.getByTestId('recovery-new-password').fill(newPassword);
  await page.getByTestId('recovery-confirm-password').fill(newPassword);
  await page.getByTestId('recovery-save').click();
  await expect(page.getByTestId('recovery-changed')).toBeVisible();
  await page.getByTestId('recovery-back-to-login').click();
  await expect(page.getByTestId('login-email')).toHaveValue(account.email);

  // The code was used: a second reset with it is refused.
  const reused = await request.post('/api/v1/Auth/reset-password', {
    data: { email: account.email, code, newPassword: 'Baska-Parol-2026!', confirmNewPassword: 'Baska-Parol-2026!' },
  });
  expect(reused.status()).toBe(400);
  expect(await reused.json()).toMatchObject({ reason: 'resetCodeInvalid' });

  // The old password fails, the new one signs in.
  await signIn(page, account.email, account.password);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await signIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
});

test('the code boxes take a pasted code, and fit a 360 px phone', PHONE, async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  test.skip(testInfo.project.name !== 'mobile', 'the phone width');
  await page.setViewportSize({ width: 360, height: 740 });
  const project = testInfo.project.name;
  const account = await freshAccount(request, testInfo, 'paste');
  await page.goto('/login');
  await page.getByTestId('forgot-password-link').click();
  const before = mailsTo(project, account.email);
  await page.getByTestId('recovery-email').fill(account.email);
  await page.getByTestId('recovery-send').click();
  const code = await codeSentTo(project, account.email, before);
  const last = await page.getByTestId('code-digit-3').boundingBox();
  expect(last!.x + last!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId('code-digit-0').focus();
  await page.evaluate(
    (text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    ` ${code.slice(0, 2)}-${code.slice(2)} `,
  );
  await expect(page.getByTestId('recovery-reset')).toBeVisible();
});
