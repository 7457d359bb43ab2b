import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { OwnProfile } from '@waymark/shared/profiles';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUpdateProfile } from '@/features/profiles/api/update-profile';
import { ownProfile } from '@/features/profiles/test/profile-fixtures';
import { useUpdateProfileVisibility } from '@/features/settings/api/update-profile-visibility';
import { useOwnProfile } from '@/lib/own-profile';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';

vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The own profile as the server holds it; a PATCH changes it as the API would. */
function serveProfile() {
  let profile = { ...ownProfile };
  return mockFetch({
    '/api/me/profile': async (request) => {
      if (request.method === 'PATCH') {
        profile = { ...profile, ...((await request.json()) as Partial<OwnProfile>) };
      }
      return jsonResponse(profile);
    },
  });
}

/**
 * Settings (its profile and privacy sections) and the profile pages (edit, onboarding) read the
 * own profile side by side, as after a visit to each; each side changes it with its own form.
 */
function renderBothReaders() {
  // The app's own default: a profile read less than 30 s ago is not fetched again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({
      profilePage: useOwnProfile(),
      settings: useOwnProfile(),
      changeVisibility: useUpdateProfileVisibility(),
      editProfile: useUpdateProfile(),
    }),
    { wrapper },
  );
}

const profileReads = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length;

describe('the own profile cache', () => {
  it('shows a privacy change made in Settings on the profile pages at once', async () => {
    const fetchMock = serveProfile();
    const { result } = renderBothReaders();
    await waitFor(() => {
      expect(result.current.profilePage.data?.visibility).toBe('public');
      expect(result.current.settings.data?.visibility).toBe('public');
    });

    await act(() => result.current.changeVisibility.mutateAsync('private'));

    await waitFor(() => {
      expect(result.current.settings.data?.visibility).toBe('private');
      expect(result.current.profilePage.data?.visibility).toBe('private');
    });
    // One cached copy: both readers came from a single GET, and the PATCH answer fed both.
    expect(profileReads(fetchMock)).toBe(1);
  });

  it('shows a profile edit on the Settings page at once', async () => {
    serveProfile();
    const { result } = renderBothReaders();
    await waitFor(() => expect(result.current.settings.data?.fullName).toBe('Ada Lovelace'));

    await act(() => result.current.editProfile.mutateAsync({ fullName: 'Ada King' }));

    await waitFor(() => {
      expect(result.current.profilePage.data?.fullName).toBe('Ada King');
      expect(result.current.settings.data?.fullName).toBe('Ada King');
    });
  });
});
