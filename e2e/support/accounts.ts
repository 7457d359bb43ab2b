import { randomUUID } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { newestMailTo } from './outbox';

/** The password of every account the journeys make through the API. */
export const testPassword = 'engines1843';

export interface TestAccount {
  id: string;
  name: string;
  email: string;
  username: string;
}

/**
 * A real account made the way a person makes one, through the API: sign-up, then the
 * confirmation link from the mail outbox, which signs in where the sign-up happened. The
 * request context (a page's `page.request`) then holds
 * the session cookie, so the page is signed in too. `isOnboarded` skips onboarding.
 */
export async function signUpAndSignIn(
  request: APIRequestContext,
  baseURL: string,
  { name = 'Grace Hopper', isOnboarded = false }: { name?: string; isOnboarded?: boolean } = {},
): Promise<TestAccount> {
  const handle = `${name.split(' ')[0]!.toLowerCase()}_${randomUUID().slice(0, 8)}`;
  const email = `${handle.replace('_', '-')}@example.com`;
  const headers = { Origin: baseURL };
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: { name, username: handle, email, password: testPassword },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const [link] = (await newestMailTo(email)).links;
  expect(link).toBeTruthy();
  // Opened where the sign-up happened, the link confirms and signs in, as in a browser.
  const confirmed = await request.get(link!, { maxRedirects: 0 });
  expect(confirmed.status(), await confirmed.text()).toBe(302);
  if (isOnboarded) {
    const onboarded = await request.patch('/api/me/profile', { data: { onboarded: true } });
    expect(onboarded.ok(), await onboarded.text()).toBe(true);
  }
  const { id } = (await (await request.get('/api/me/profile')).json()) as { id: string };
  return { id, name, email, username: handle };
}

export interface Person {
  context: BrowserContext;
  page: Page;
  account: TestAccount;
  close: () => Promise<void>;
}

/**
 * Someone with a browser of their own (a fresh context, so their own cookies), signed up,
 * confirmed and onboarded through the API: for tests with two or more people.
 */
export async function openPerson(browser: Browser, baseURL: string, name: string): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const account = await signUpAndSignIn(page.request, baseURL, { name, isOnboarded: true });
  return { context, page, account, close: () => context.close() };
}
