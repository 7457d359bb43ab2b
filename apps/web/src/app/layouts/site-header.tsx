import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { BrandMark } from '@/app/layouts/brand-mark';
import { LanguageSelect } from '@/app/layouts/language-select';
import { mainNavItems } from '@/app/layouts/nav-items';
import { ThemeToggle } from '@/app/layouts/theme-toggle';
import { useSignOutAndLeave } from '@/app/layouts/use-sign-out-and-leave';
import { loadTexts } from '@/i18n/setup';
import { useAuthContext } from '@/lib/auth/auth-context';
import { cx } from '@/lib/cx';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { IntentNavLink } from '@/ui/intent-nav-link';
import { LinkButton } from '@/ui/link-button';
import { pageWidthClass, usePageWidth } from '@/ui/page-width';

// Only signed-in people see the account menu, so visitors do not download it.
const UserMenu = lazy(async () => ({
  default: (await import('@/app/layouts/user-menu')).UserMenu,
}));

// The bell and its unread badge (issue 16): signed-in people only, so visitors never load it.
const ChatLink = lazy(async () => ({
  default: (await import('@/features/chat/components/chat-link')).ChatLink,
}));
const NotificationBell = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-bell')).NotificationBell,
}));

// The way into the command palette for mouse and touch; signed-in people only, like the palette.
const PaletteButton = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/command-palette/components/palette-button'),
    loadTexts('palette'),
  ]);
  return { default: module.PaletteButton };
});

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-surface hover:text-fg',
    isActive ? 'text-brand-text' : 'text-muted',
  );

export function SiteHeader() {
  const { t } = useTranslation();
  const productName = useProductName();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so navigating closes it without an effect.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;
  const MenuIcon = isMenuOpen ? X : Menu;
  const { user, loading } = useAuthContext();
  const navItems = mainNavItems.filter((item) =>
    user ? !item.isVisitorOnly : !item.isSignedInOnly,
  );
  const signOutAndLeave = useSignOutAndLeave();
  const pageWidth = usePageWidth();

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg">
      <div
        className={cx(
          'mx-auto flex h-16 items-center gap-2 px-4 sm:px-6',
          pageWidthClass[pageWidth],
        )}
      >
        {/* Below the desktop layout the name gives way (truncates) before anything else when a
            font runs wide: the header must fit a 390 px phone whatever the font. */}
        <Link
          to={routePatterns.home}
          className="me-2 flex min-w-0 items-center gap-2 rounded-lg text-lg font-semibold tracking-tight lg:shrink-0"
        >
          <BrandMark className="size-8 shrink-0" />
          <span className="truncate">{productName}</span>
        </Link>

        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <IntentNavLink to={item.to} className={navLinkClasses}>
                  {item.label(t)}
                </IntentNavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-2">
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="size-10 sm:w-36" />}>
              <PaletteButton />
            </Suspense>
          ) : null}
          <div className="hidden sm:block">
            <LanguageSelect />
          </div>
          {/* On phones the bell takes its place; it moves into the menu. */}
          <div className={user ? 'hidden sm:block' : undefined}>
            <ThemeToggle />
          </div>
          {/* Tighter on phones: the Chat link joined the bell, and 390 px must still fit. */}
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="size-9 sm:size-10" />}>
              <ChatLink />
            </Suspense>
          ) : null}
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
              <NotificationBell userId={user.id} />
            </Suspense>
          ) : null}
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="h-10 w-10 sm:w-17" />}>
              <UserMenu />
            </Suspense>
          ) : loading ? (
            // Holds the place of the account links while the session loads: no jump after.
            <span aria-hidden="true" className="hidden h-10 w-24 sm:block" />
          ) : (
            <>
              <div className="hidden lg:block">
                <LinkButton to={routePatterns.login} variant="ghost">
                  {t('auth.logIn')}
                </LinkButton>
              </div>
              <div className="hidden sm:block">
                <LinkButton to={routePatterns.register}>{t('auth.signUp')}</LinkButton>
              </div>
            </>
          )}
          <button
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpenOn(isMenuOpen ? null : pathname)}
            className="grid size-10 place-items-center rounded-lg text-fg hover:bg-surface lg:hidden"
          >
            <MenuIcon aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>

      <div id="mobile-menu" hidden={!isMenuOpen} className="border-t border-line lg:hidden">
        <nav aria-label={t('nav.mobile')} className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <IntentNavLink
                  to={item.to}
                  className={(state) => cx(navLinkClasses(state), 'block')}
                >
                  {item.label(t)}
                </IntentNavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3">
            <div className="sm:hidden">
              <LanguageSelect />
            </div>
            {user ? (
              <div className="sm:hidden">
                <ThemeToggle />
              </div>
            ) : null}
            {user ? (
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={() => void signOutAndLeave()}
              >
                {t('auth.menu.signOut')}
              </button>
            ) : (
              <>
                <LinkButton to={routePatterns.login} variant="secondary">
                  {t('auth.logIn')}
                </LinkButton>
                <div className="sm:hidden">
                  <LinkButton to={routePatterns.register}>{t('auth.signUp')}</LinkButton>
                </div>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
