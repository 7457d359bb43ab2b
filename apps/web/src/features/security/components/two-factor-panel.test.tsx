import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FactorList } from '@waymark/shared/factors';
import { TwoFactorPanel } from '@/features/security/components/two-factor-panel';
import { renderInRouter, signedInAuth, totpFactor } from '@/test/security-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
// Each test types and waits through several steps: slow when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const newFactorId = '9c8b7a6d-0000-4000-8000-000000000002';
const challengeId = '3d4e5f6a-0000-4000-8000-000000000003';
const qrCode = 'data:image/svg+xml;base64,PHN2Zy8+';
const backupCodes = Array.from({ length: 10 }, (_, index) => `abcde-1234${index}`);

let factorList: FactorList;
let requests: { path: string; method: string; body: unknown }[];
let verifyAnswer: () => Response;
let deleteAnswers: Response[];

async function record(request: Request) {
  const text = await request.clone().text();
  requests.push({
    path: new URL(request.url).pathname,
    method: request.method,
    body: text ? (JSON.parse(text) as unknown) : null,
  });
}

beforeEach(() => {
  auth = signedInAuth();
  requests = [];
  factorList = { factors: [], backup_codes_remaining: 0 };
  verifyAnswer = () =>
    jsonResponse({
      access_token: 'jwt',
      token_type: 'bearer',
      expires_in: 900,
      aal: 'aal2',
      backup_codes: backupCodes,
    });
  deleteAnswers = [];
  const enrolled = {
    ...totpFactor,
    id: newFactorId,
    friendly_name: 'Work phone',
    status: 'unverified',
    totp: { qr_code: qrCode, secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x' },
  };
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/auth/factors': async (request) => {
      await record(request);
      if (request.method !== 'POST') return jsonResponse(factorList);
      const body = requests.at(-1)?.body as { factor_type: string; friendly_name: string };
      return jsonResponse(
        body.factor_type === 'phone'
          ? { ...enrolled, ...body, phone: '+1•••••••0123', issuer: null, totp: null }
          : enrolled,
      );
    },
    [`/api/auth/factors/${newFactorId}/challenge`]: async (request) => {
      await record(request);
      return jsonResponse({
        id: challengeId,
        factor_id: newFactorId,
        expires_at: '2030-01-01T00:00:00Z',
      });
    },
    [`/api/auth/factors/${totpFactor.id}/challenge`]: async (request) => {
      await record(request);
      return jsonResponse({
        id: challengeId,
        factor_id: totpFactor.id,
        expires_at: '2030-01-01T00:00:00Z',
      });
    },
    '/api/auth/factors/backup-codes': async (request) => {
      await record(request);
      return jsonResponse({ codes: backupCodes });
    },
    [`/api/auth/factors/${newFactorId}`]: async (request) => {
      await record(request);
      return new Response(null, { status: 204 });
    },
    [`/api/auth/factors/${newFactorId}/verify`]: async (request) => {
      await record(request);
      return verifyAnswer();
    },
    [`/api/auth/factors/${totpFactor.id}`]: async (request) => {
      await record(request);
      return deleteAnswers.shift() ?? new Response(null, { status: 204 });
    },
    [`/api/auth/factors/${totpFactor.id}/verify`]: async (request) => {
      await record(request);
      return jsonResponse({
        access_token: 'jwt',
        token_type: 'bearer',
        expires_in: 900,
        aal: 'aal2',
      });
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('two-factor authentication', () => {
  it('enrols an authenticator app: QR and key, code confirm, backup codes shown once', async () => {
    const user = userEvent.setup();
    renderInRouter(<TwoFactorPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add authenticator app' }));
    expect(screen.getByText(/^Off:/)).toBeInTheDocument();

    const dialog = await screen.findByRole('dialog', { name: 'Add authenticator app' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Work phone');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const qr = await within(dialog).findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    expect(qr).toHaveAttribute('src', qrCode);
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(requests[1]).toMatchObject({
      method: 'POST',
      body: { factor_type: 'totp', friendly_name: 'Work phone', issuer: 'Waymark' },
    });

    const code = within(dialog).getByLabelText('6-digit code');
    await user.type(code, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter the 6-digit code.')).toBeInTheDocument();

    await user.type(code, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const codes = await screen.findByRole('list', { name: 'Backup codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(requests.find((r) => r.path.endsWith('/verify'))?.body).toEqual({
      challenge_id: challengeId,
      code: '123456',
    });
    expect(auth.refreshSession).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Backup codes' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add authenticator app' }));
    expect(screen.queryByText('abcde-12340')).not.toBeInTheDocument();
  }, 20_000);

  it('adds a phone: checks the number, sends the SMS, confirms the code', async () => {
    verifyAnswer = () =>
      jsonResponse({ access_token: 'jwt', token_type: 'bearer', expires_in: 900, aal: 'aal2' });
    const user = userEvent.setup();
    renderInRouter(<TwoFactorPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add phone' });
    await user.type(within(dialog).getByLabelText('Phone number'), '0123');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(dialog).findByText(
        'Enter the number in international format, e.g. +14155550123.',
      ),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Phone number'));
    await user.type(within(dialog).getByLabelText('Phone number'), '+14155550123');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    await user.type(await within(dialog).findByLabelText('6-digit code'), '246810');
    expect(requests.find((r) => r.path.endsWith('/challenge'))?.body).toEqual({ channel: 'sms' });
    expect(
      requests.find((r) => r.method === 'POST' && r.path === '/api/auth/factors')?.body,
    ).toEqual({
      factor_type: 'phone',
      friendly_name: 'My phone',
      phone: '+14155550123',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('drops the unconfirmed factor when the setup is abandoned', async () => {
    const user = userEvent.setup();
    renderInRouter(<TwoFactorPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add authenticator app' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('6-digit code');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(
        `DELETE /api/auth/factors/${newFactorId}`,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a wrong code on the field', async () => {
    verifyAnswer = () =>
      jsonResponse({ error: { code: 'BAD_REQUEST', message: 'Invalid code' } }, 400);
    const user = userEvent.setup();
    renderInRouter(<TwoFactorPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add authenticator app' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('That code is not right. Check it and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveFocus();
  });

  it('asks for a fresh code before removing a factor when the server wants one', async () => {
    factorList = { factors: [totpFactor], backup_codes_remaining: 8 };
    deleteAnswers = [
      jsonResponse({ error: { code: 'MFA_REQUIRED', message: 'Verify a second factor' } }, 403),
    ];
    const user = userEvent.setup();
    renderInRouter(<TwoFactorPanel />);
    expect(await screen.findByText('8 backup codes left')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Pixel authenticator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Pixel authenticator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await user.type(await within(dialog).findByLabelText('6-digit code'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(2));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        `POST /api/auth/factors/${totpFactor.id}/challenge`,
        `POST /api/auth/factors/${totpFactor.id}/verify`,
      ]),
    );
  });

  it('creates new backup codes after a confirmation and shows them', async () => {
    factorList = { factors: [totpFactor], backup_codes_remaining: 2 };
    const user = userEvent.setup();
    renderInRouter(<TwoFactorPanel />);
    expect(await screen.findByText('2 backup codes left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New backup codes' }));
    const dialog = screen.getByRole('dialog', { name: 'Create new backup codes?' });
    await user.click(within(dialog).getByRole('button', { name: 'New backup codes' }));
    const codes = await within(dialog).findByRole('list', { name: 'Backup codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(requests.filter((r) => r.path === '/api/auth/factors/backup-codes')).toHaveLength(1);
  });
});
