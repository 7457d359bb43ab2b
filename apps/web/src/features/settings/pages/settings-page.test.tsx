import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SettingsUpdate } from '@waymark/shared/settings';
import {
  authContext,
  ownProfile,
  renderSettings,
  savedSettings,
} from '@/features/settings/test/settings-fixtures';
import { i18n } from '@/i18n/setup';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { findComboBox, findSelect, pickOption, typeToChoose } from '@/test/select-input';
import { resetToasts } from '@/ui/toast/toast-store';
import arabicAccount from '@/i18n/locales/ar/account.json';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
// Forms are typed into and saved step by step: slow when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

let patches: SettingsUpdate[];
let patchAnswer: (body: SettingsUpdate) => Response;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  auth = authContext();
  patches = [];
  patchAnswer = (body) => jsonResponse({ ...savedSettings, ...body });
  fetchMock = mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/me/profile': () => jsonResponse(ownProfile),
    '/api/settings': async (request) => {
      if (request.method !== 'PATCH') return jsonResponse(savedSettings);
      const body = (await request.json()) as SettingsUpdate;
      patches.push(body);
      return patchAnswer(body);
    },
    '/api/support': () =>
      jsonResponse(
        {
          id: '0b7f1a2c-6c1e-4a4e-9b1d-2f3a4b5c6d7e',
          createdAt: new Date().toISOString(),
          priority: true,
          answerWithinHours: 24,
        },
        201,
      ),
    '/api/support/answer-time': () => jsonResponse({ priority: true, answerWithinHours: 24 }),
  });
});

afterEach(async () => {
  resetToasts();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('settings screen', () => {
  it('opens the profile section at /settings, with the section navigation', async () => {
    renderSettings('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
    expect(await screen.findByText('@ada')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    // Who sees the profile is set in one place, the privacy section, not here as well.
    expect(screen.queryByText('Profile visibility')).toBeNull();
  });

  it('opens another section from the select that replaces the list on narrow screens', async () => {
    const user = userEvent.setup();
    const router = renderSettings('/settings');
    expect(await findSelect('Settings section')).toHaveTextContent('Profile');
    await pickOption(user, 'Settings section', 'Privacy');
    expect(router.state.location.pathname).toBe('/settings/privacy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy' })).toBeVisible();
  });

  it.each([
    ['language-region', 'Language and region', 'Time zone'],
    ['notifications', 'Notifications', 'Notification types'],
    ['privacy', 'Privacy', 'Who can follow you'],
    ['security', 'Security', 'Reset password'],
    ['content', 'Content', 'Reduce motion'],
    ['communication', 'Communication', 'Weekly digest'],
    ['payment', 'Payment', 'Compare plans'],
    ['legal', 'Legal', 'Terms of Service'],
    ['support', 'Support', 'Send message'],
  ])('deep-links to /settings/%s', async (section, title, content) => {
    renderSettings(`/settings/${section}`);
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
    expect((await screen.findAllByText(content))[0]).toBeVisible();
  });

  it('shows the not-found panel for an unknown section', async () => {
    renderSettings('/settings/billing-secrets');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that page" }),
    ).toBeVisible();
  });

  it('sends a visitor to sign in and back', async () => {
    auth = authContext({ user: null, session: null, profile: null });
    const router = renderSettings('/settings/privacy');
    expect(await screen.findByText('Login page')).toBeVisible();
    expect(router.state.location.search).toBe('?redirectTo=%2Fsettings%2Fprivacy');
  });
});

describe('language and region', () => {
  it('saves the time zone, currency and date format, then confirms in a toast', async () => {
    const user = userEvent.setup();
    renderSettings('/settings/language-region');
    // Any part of a zone or a currency finds it, whatever the case.
    await typeToChoose(user, 'Time zone', 'kathm', 'Asia/Kathmandu');
    expect(await findComboBox('Time zone')).toHaveValue('Asia/Kathmandu');
    await typeToChoose(user, 'Currency', 'npr', /\(NPR\)$/);
    expect(((await findComboBox('Currency')) as HTMLInputElement).value).toMatch(/\(NPR\)$/);
    await pickOption(user, 'Date format', 'YYYY-MM-DD');
    expect(screen.getByText(/Preview: 2026-12-26, 12:15 AM/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings have been saved.')).toBeVisible();
    expect(patches).toEqual([
      { timeZone: 'Asia/Kathmandu', currency: 'NPR', dateFormat: 'yyyy-mm-dd' },
    ]);
  });

  it('switches the interface language at once and saves it', async () => {
    i18n.addResourceBundle('ar', 'account', arabicAccount);
    const user = userEvent.setup();
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage');
    renderSettings('/settings/language-region');
    await pickOption(user, 'Interface language', 'العربية');
    expect(changeLanguage).toHaveBeenCalledWith('ar');
    await vi.waitFor(() => expect(patches).toEqual([{ language: 'ar' }]));
    await vi.waitFor(() => expect(auth.refreshProfile).toHaveBeenCalled());
    // The toast is all in the new language, not its message in the old one.
    expect(await screen.findByText('تم حفظ إعداداتك.')).toBeVisible();
    expect(screen.queryByText('Your settings have been saved.')).toBeNull();
    changeLanguage.mockRestore();
    await i18n.changeLanguage('en');
  });

  it('goes back to the saved language when the new one cannot be saved', async () => {
    patchAnswer = () =>
      jsonResponse({ error: { code: 'INTERNAL', message: 'Internal server error' } }, 500);
    const user = userEvent.setup();
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage');
    renderSettings('/settings/language-region');
    await pickOption(user, 'Interface language', 'Deutsch');
    await vi.waitFor(() => expect(changeLanguage).toHaveBeenLastCalledWith('en'));
    expect(changeLanguage).toHaveBeenCalledWith('de');
    changeLanguage.mockRestore();
  });

  it('tells in a toast when the save fails', async () => {
    patchAnswer = () =>
      jsonResponse({ error: { code: 'INTERNAL', message: 'Internal server error' } }, 500);
    const user = userEvent.setup();
    renderSettings('/settings/language-region');
    await pickOption(user, 'Date format', 'DD/MM/YYYY');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Your changes could not be saved. Please try again.'),
    ).toBeVisible();
  });
});

describe('notifications, content and communication', () => {
  it('saves one channel of one notification type', async () => {
    const user = userEvent.setup();
    renderSettings('/settings/notifications');
    await user.click(await screen.findByRole('checkbox', { name: 'Likes: by e-mail' }));
    // The first card's button: the delivery card below has its own.
    await user.click(screen.getAllByRole('button', { name: 'Save changes' })[0]!);
    expect(await screen.findByText('Your settings have been saved.')).toBeVisible();
    expect(patches[0]?.notifications?.likes).toEqual({ inApp: true, email: true });
  });

  it('saves the digest and quiet hours', async () => {
    const user = userEvent.setup();
    renderSettings('/settings/notifications');
    await pickOption(user, 'E-mail digest', 'Daily');
    await pickOption(user, 'From', /^22:00|10:00\s?PM$/);
    await pickOption(user, 'Until', /^07:00|7:00\s?AM$/);
    await user.click(screen.getAllByRole('button', { name: 'Save changes' })[1]!);
    expect(await screen.findByText('Your settings have been saved.')).toBeVisible();
    expect(patches).toEqual([
      { emailDigest: 'daily', quietHoursStart: '22:00', quietHoursEnd: '07:00' },
    ]);
  });

  it('explains what a notification mail’s unsubscribe link did', async () => {
    renderSettings('/settings/communication?unsubscribed=email.mentions');
    expect(
      await screen.findByText('Done: you will no longer receive “Mentions” e-mails.'),
    ).toBeVisible();
  });

  it('saves the content switches', async () => {
    const user = userEvent.setup();
    renderSettings('/settings/content');
    await user.click(await screen.findByRole('switch', { name: 'Reduce motion' }));
    await user.click(screen.getByRole('radio', { name: 'Followers' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings have been saved.')).toBeVisible();
    expect(patches).toEqual([
      { defaultJourneyVisibility: 'followers', showCompletedJourneys: true, reduceMotion: true },
    ]);
  });

  it('explains what an unsubscribe link did', async () => {
    renderSettings('/settings/communication?unsubscribed=weeklyDigest');
    expect(
      await screen.findByText('Done: you will no longer receive “Weekly digest” e-mails.'),
    ).toBeVisible();
  });
});

describe('support', () => {
  it('checks the contact form before sending, then sends it', async () => {
    const user = userEvent.setup();
    renderSettings('/settings/support');
    // A Pro member is told they come first, and when they will hear back.
    expect(
      await screen.findByText(
        'As a Pro member, your messages come first: we answer within 24 hours.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Priority support')).toBeVisible();
    await user.type(await screen.findByLabelText('Subject'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The subject needs 3 to 150 characters.')).toBeVisible();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Subject'), ' there, a question');
    await user.type(screen.getByLabelText('Message'), 'How do I export a single journey?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you. Your message has been sent.')).toBeVisible();
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/support');
    const body = JSON.parse(sent?.[1]?.body as string) as Record<string, string>;
    expect(body).toMatchObject({
      subject: 'Hi there, a question',
      message: 'How do I export a single journey?',
    });
    expect(body.context).toMatch(/^waymark-web\//);
  });
});
