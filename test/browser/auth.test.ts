import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { anonymousPage, browserSuite, signedInPage } from './support/suite';

// Access tokens live 70 s here, so the client's refresh (one minute before expiry) is due after ~10 s.
const suite = browserSuite({ ACCESS_TOKEN_TTL: '70' });

describe('sign-in, guard and logout', () => {
  it('sends a visitor without a token from a protected route to /login', async () => {
    const { page, context } = await anonymousPage(suite);
    await page.goto(`${suite.server.baseUrl}/notification`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toContain('/notification');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // The specification's double-slash path is guarded like the others.
    await page.goto(`${suite.server.baseUrl}//basic-admin-profile`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/basic-admin-profile');
    await context.close();
  });

  it('signs in with the code mailed to the address and returns to the requested page', async () => {
    const email = 'ada@maison-aurel.test';
    const { page, context, errors } = await anonymousPage(suite);
    await page.goto(`${suite.server.baseUrl}/inventoryView`);
    await page.waitForURL((url) => url.pathname === '/login');

    // Client-side check before any call.
    await page.getByLabel('E-mail address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send one-time code' }).click();
    await page.getByText('Please enter a valid email..!').waitFor();
    await screenshot(page, 'login');

    const before = suite.server.mailCount(email);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send one-time code' }).click();
    await page.waitForURL((url) => url.pathname === '/otp');
    const code = await suite.server.waitForOtp(email, { after: before });

    // A wrong code is refused with the server's message, and the user stays on /otp.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('One-time code').first().fill(wrong);
    const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/otp');
    await expect(page.getByRole('button', { name: /Resend code in \d+s/ }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'otp-wrong-code');

    await page.getByLabel('One-time code').first().fill(code);
    await page.waitForURL((url) => url.pathname === '/inventoryView');
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), refresh: localStorage.getItem('refresh') }));
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.refresh).toBeTruthy();

    // Header: e-mail, initials until a name is set, fixed points.
    await expect(page.getByTestId('header-email').textContent()).resolves.toBe(email);
    await expect(page.getByTestId('points').textContent()).resolves.toBe('300');
    await page.getByRole('heading', { name: 'Products and stock' }).waitFor();
    await page.getByText('No products yet').waitFor();
    await screenshot(page, 'inventory-empty');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refreshes the session through /account/refresh, rotating both tokens', async () => {
    const { page, context } = await signedInPage(suite, 'grace@maison-aurel.test', 'Grace Hopper', '/profile');
    await page.getByLabel('Full name').waitFor();
    const before = await page.evaluate(() => ({ token: localStorage.getItem('token'), refresh: localStorage.getItem('refresh') }));
    // Make the stored access token unusable: the next call gets a 401 and the client must rotate.
    await page.evaluate(() => localStorage.setItem('token', 'expired.invalid.token'));
    await page.goto(`${suite.server.baseUrl}/profile`);
    await page.getByLabel('Full name').waitFor();
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Grace Hopper');
    const after = await page.evaluate(() => ({ token: localStorage.getItem('token'), refresh: localStorage.getItem('refresh') }));
    expect(after.token).not.toBe('expired.invalid.token');
    expect(after.refresh).not.toBe(before.refresh);
    await context.close();
  });

  it('renews the access token before it expires, without any user action', async () => {
    const { page, context } = await signedInPage(suite, 'ada.lovelace@maison-aurel.test', 'Ada Lovelace', '/dashboard');
    await page.getByTestId('header-name').filter({ hasText: 'Ada Lovelace' }).waitFor();
    const first = await page.evaluate(() => localStorage.getItem('token'));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('token')), { timeout: 30_000, interval: 1_000 })
      .not.toBe(first);
    // The renewed session still works.
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Ada Lovelace');
    await context.close();
  });

  it('updates the profile and shows the name in the header', async () => {
    const { page, context } = await signedInPage(suite, 'linus@maison-aurel.test', 'Linus', '/profile');
    await page.getByLabel('Full name').fill('Linus Pauling');
    await page.getByLabel('Mobile').fill('+41 22 555 0101');
    await page.getByLabel('Address', { exact: true }).fill('Rue du Rhône 1, Geneva');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile Successfully Updated').waitFor();
    await page.getByTestId('header-name').filter({ hasText: 'Linus Pauling' }).waitFor();
    await screenshot(page, 'profile');
    await page.reload();
    await expect(page.getByLabel('Mobile').inputValue()).resolves.toBe('+41 22 555 0101');
    await context.close();
  });

  it('logs out: toast at the top centre, token removed, back home, guard active again', async () => {
    const { page, context } = await signedInPage(suite, 'marie@maison-aurel.test', 'Marie Curie', '/dashboard');
    await page.getByTestId('header-name').filter({ hasText: 'Marie Curie' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    const toast = page.getByText('Logged Out Successfully');
    await toast.waitFor();
    await expect(page.locator('.Toastify__toast-container--top-center').getByText('Logged Out Successfully').count()).resolves.toBe(1);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh'))).toBeNull();
    await page.goto(`${suite.server.baseUrl}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
