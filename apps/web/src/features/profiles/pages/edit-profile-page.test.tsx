import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BIO_MAX_LENGTH } from '@waymark/shared/profiles';
import { EditProfilePage } from '@/features/profiles/pages/edit-profile-page';
import {
  bodyOf,
  ownProfile,
  renderRoute,
  signedInAuth,
} from '@/features/profiles/test/profile-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { toast } from '@/ui/toast/toast-store';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
// Each test types and waits through several steps: slow when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

let patches: unknown[];
let patchAnswer: (body: Record<string, unknown>) => Response;
let fetchMock: ReturnType<typeof mockFetch>;

beforeEach(() => {
  auth = signedInAuth();
  patches = [];
  patchAnswer = (body) => jsonResponse({ ...ownProfile, ...body });
  fetchMock = mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/me/profile': async (request) => {
      if (request.method === 'GET') return jsonResponse(ownProfile);
      const body = (await bodyOf(request)) as Record<string, unknown>;
      patches.push(body);
      return patchAnswer(body);
    },
    '/api/me/avatar': (request) =>
      request.method === 'POST'
        ? jsonResponse({ ...ownProfile, avatarUrl: '/api/files/avatar.png' })
        : new Response(null, { status: 204 }),
    '/api/auth/username-available': () => jsonResponse({ available: false, reason: 'taken' }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const avatarCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/me/avatar');

const renderEdit = () => renderRoute('/edit-profile', '/edit-profile', <EditProfilePage />);

describe('edit profile', () => {
  it('fills the form with the profile and counts the bio', async () => {
    renderEdit();
    expect(await screen.findByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(screen.getByLabelText('Location')).toHaveValue('London');
    expect(screen.getByLabelText('Website')).toHaveValue('https://ada.example.com');
    expect(screen.getByText(`19 of ${BIO_MAX_LENGTH} characters`)).toBeInTheDocument();
  });

  it('refuses a bio over the limit before asking the server', async () => {
    const user = userEvent.setup();
    renderEdit();
    const bio = await screen.findByLabelText('Bio');
    await user.clear(bio);
    await user.click(bio);
    await user.paste('x'.repeat(BIO_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(`Bio must be at most ${BIO_MAX_LENGTH} characters.`),
    ).toBeInTheDocument();
    expect(bio).toHaveAttribute('aria-invalid', 'true');
    expect(bio).toHaveFocus();
    expect(patches).toEqual([]);
  });

  it('saves the changed fields, with a success toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderEdit();
    const location = await screen.findByLabelText('Location');
    await user.clear(location);
    await user.type(location, 'Marylebone');
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'ada.dev');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Profile saved.'));
    expect(patches).toEqual([
      {
        fullName: 'Ada Lovelace',
        username: 'ada',
        bio: 'Poetical scientist.',
        location: 'Marylebone',
        website: 'https://ada.dev',
      },
    ]);
    expect(auth.refreshProfile).toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields", async () => {
    patchAnswer = () =>
      jsonResponse(
        {
          error: {
            code: 'CONFLICT',
            message: 'Username is taken',
            details: [{ path: 'username', message: 'Username is taken' }],
          },
        },
        409,
      );
    const failure = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderEdit();
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'grace');
    expect(await screen.findByText('@grace is not available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('That username is already taken.')).toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(failure).not.toHaveBeenCalled();
  });

  it('shows an error toast when the save fails without field details', async () => {
    patchAnswer = () => jsonResponse({ error: { code: 'INTERNAL', message: 'Oops' } }, 500);
    const failure = vi.spyOn(toast, 'error');
    const user = userEvent.setup();
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Your profile could not be saved. Please try again.'),
    );
  });

  it('checks an avatar before uploading it, then uploads it as the raw body', async () => {
    const user = userEvent.setup({ applyAccept: false });
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    renderEdit();
    const input = await screen.findByTestId('avatar-input');
    await user.upload(input, new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
    expect(avatarCalls()).toEqual([]);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await user.upload(input, png);
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeInTheDocument();
    const [upload] = avatarCalls();
    expect(upload?.[1]?.method).toBe('POST');
    expect(new Headers(upload?.[1]?.headers).get('Content-Type')).toBe('image/png');
    expect(upload?.[1]?.body).toBe(png);
  });
});
