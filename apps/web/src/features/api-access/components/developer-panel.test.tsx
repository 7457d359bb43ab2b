import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiToken, CreatedApiToken } from '@waymark/shared/api-access/contracts';
import { DeveloperPanel } from '@/features/api-access/components/developer-panel';
import { renderInRouter, signedInAuth } from '@/test/security-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
vi.setConfig({ testTimeout: 20_000 });

const secret = 'wmk_pat_0123456789ABCDEFGHIJabcdefghij0A1b2C';
const backup: ApiToken = {
  id: '3f1c6a57-93c4-4bd4-8d0b-0d3a9f6f3c01',
  name: 'Backup script',
  scopes: ['journeys:read', 'export:read'],
  created_at: '2026-11-01T10:00:00.000Z',
  expires_at: '2099-01-30T10:00:00.000Z',
  last_used_at: new Date(Date.now() - 10 * 60_000).toISOString(),
  last_used_ip: '203.0.113.7',
};

let tokens: ApiToken[];
let requests: { method: string; body: unknown }[];

beforeEach(() => {
  auth = signedInAuth();
  tokens = [backup];
  requests = [];
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/tokens': async (request) => {
      if (request.method === 'GET') return jsonResponse({ tokens });
      const body = (await request.json()) as { name: string; scopes: ApiToken['scopes'] };
      requests.push({ method: request.method, body });
      const created: CreatedApiToken = {
        ...backup,
        id: '3f1c6a57-93c4-4bd4-8d0b-0d3a9f6f3c02',
        name: body.name,
        scopes: body.scopes,
        last_used_at: null,
        last_used_ip: null,
        token: secret,
      };
      tokens = [{ ...backup, id: created.id, name: body.name, scopes: body.scopes }, ...tokens];
      return jsonResponse(created, 201);
    },
    [`/api/tokens/${backup.id}`]: (request) => {
      requests.push({ method: request.method, body: null });
      tokens = tokens.filter((token) => token.id !== backup.id);
      return new Response(null, { status: 204 });
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Developer panel', () => {
  it('lists tokens with scopes, dates and last use, never a secret', async () => {
    renderInRouter(<DeveloperPanel />);
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    const [row] = within(list)
      .getAllByRole('listitem', { name: undefined })
      .filter((item) => item.textContent?.includes('Backup script'));
    expect(row).toBeDefined();
    expect(within(row!).getByText('journeys:read')).toBeInTheDocument();
    expect(within(row!).getByText('export:read')).toBeInTheDocument();
    expect(within(row!).getByText('Last used 10 minutes ago from 203.0.113.7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/api/docs/',
    );
    expect(document.body.textContent).not.toContain('wmk_pat_');
  });

  it('creates a token that lives 30 days when no other life is chosen', async () => {
    const user = userEvent.setup();
    renderInRouter(<DeveloperPanel />);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const form = screen.getByRole('form', { name: 'New personal access token' });
    await user.type(within(form).getByLabelText('Token name'), 'Reader');
    const journeys = within(form).getByRole('group', { name: 'Journeys' });
    await user.click(within(journeys).getByRole('radio', { name: 'Read' }));
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    await screen.findByRole('region', { name: 'Copy your new token now' });
    expect(requests).toEqual([
      { method: 'POST', body: { name: 'Reader', scopes: ['journeys:read'], expires_in_days: 30 } },
    ]);
  });

  it('asks for a name and a scope before creating, then shows the secret once', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInRouter(<DeveloperPanel />);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const form = screen.getByRole('form', { name: 'New personal access token' });
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(within(form).getByText('Name the token.')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one scope.')).toBeInTheDocument();
    // The shortest life is chosen to begin with: nothing to fix there.
    expect(within(form).getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(within(form).queryByText('Choose when the token expires.')).toBeNull();
    expect(requests).toEqual([]);

    await user.type(within(form).getByLabelText('Token name'), 'CI');
    const journeys = within(form).getByRole('group', { name: 'Journeys' });
    await user.click(within(journeys).getByRole('radio', { name: 'Read and write' }));
    const exportGroup = within(form).getByRole('group', { name: 'Data export' });
    // Export has nothing to write.
    expect(within(exportGroup).queryByRole('radio', { name: 'Read and write' })).toBeNull();
    await user.click(within(exportGroup).getByRole('radio', { name: 'Read' }));
    await user.click(within(form).getByRole('radio', { name: '90 days' }));
    await user.click(within(form).getByRole('button', { name: 'Create token' }));

    const notice = await screen.findByRole('region', { name: 'Copy your new token now' });
    expect(requests).toEqual([
      {
        method: 'POST',
        body: { name: 'CI', scopes: ['journeys:write', 'export:read'], expires_in_days: 90 },
      },
    ]);
    expect(within(notice).getByRole('textbox', { name: 'New token CI' })).toHaveValue(secret);
    await user.click(within(notice).getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await within(notice).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('region', { name: 'Copy your new token now' })).toBeNull();
    expect(document.body.textContent).not.toContain(secret);
    expect(await screen.findByText('CI')).toBeInTheDocument();
  });

  it('revokes a token only after confirming', async () => {
    const user = userEvent.setup();
    renderInRouter(<DeveloperPanel />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Backup script' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this token?' });
    expect(
      within(dialog).getByText(
        'Scripts that use “Backup script” stop working at once. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Backup script' }));
    await user.click(screen.getByRole('button', { name: 'Revoke token' }));
    await vi.waitFor(() => expect(screen.getByText('You have no tokens yet.')).toBeInTheDocument());
    expect(requests).toEqual([{ method: 'DELETE', body: null }]);
  });
});
