import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '@waymark/shared/social/contracts';
import { ProfileStats } from '@/features/profiles/components/profile-stats';
import { i18n } from '@/i18n/setup';
import arabicSocial from '@/i18n/locales/ar/social.json';
import russianSocial from '@/i18n/locales/ru/social.json';
import { renderWithProviders } from '@/test/render';

// A visitor: numbers follow the interface language alone.
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));
vi.mock('@/features/profiles/components/follow-list-dialog', () => ({
  FollowListDialog: () => null,
}));

const viewWith = (followers: number, following: number, journeys: number | null) =>
  ({ card: { id: 'p1' }, stats: { followers, following, journeys } }) as unknown as ProfileView;

i18n.addResourceBundle('ar', 'social', arabicSocial);
i18n.addResourceBundle('ru', 'social', russianSocial);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('ProfileStats', () => {
  it('speaks of one follower in the singular', async () => {
    renderWithProviders(<ProfileStats view={viewWith(1, 1, 1)} canOpenLists />);
    expect(await screen.findByRole('button', { name: '1 follower' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 following' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent(/^1 journey$/);
  });

  it('and of two followers in the plural, the figure in bold', async () => {
    renderWithProviders(<ProfileStats view={viewWith(2, 0, 1200)} canOpenLists={false} />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^2 followers$/);
    expect(items[2]).toHaveTextContent(/^1,200 journeys$/);
    expect(screen.getByText('2', { selector: 'strong' })).toBeInTheDocument();
  });

  it.each([
    [0, '٠ متابِع'],
    [1, '١ متابِع'],
    [2, '٢ متابِعان'],
    [3, '٣ متابِعين'],
    [11, '١١ متابِعًا'],
    [100, '١٠٠ متابِع'],
  ])('uses the Arabic plural form and digits for %i followers', async (count, expected) => {
    await i18n.changeLanguage('ar');
    renderWithProviders(<ProfileStats view={viewWith(count, 0, null)} canOpenLists />);
    expect(await screen.findByRole('button', { name: expected })).toBeInTheDocument();
  });

  it('uses the Russian few and many forms', async () => {
    await i18n.changeLanguage('ru');
    renderWithProviders(<ProfileStats view={viewWith(3, 5, 21)} canOpenLists />);
    expect(await screen.findByRole('button', { name: '3 подписчика' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5 подписок' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent(/^21 путешествие$/);
  });
});
