import { ChevronDown, LogOut, Settings, UserRound, UsersRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { useAuthContext } from '@/lib/auth/auth-context';
import { initialsOf } from '@/app/layouts/account-initials';
import { useSignOutAndLeave } from '@/app/layouts/use-sign-out-and-leave';
import { PersonPicture } from '@/ui/person-avatar';

const itemClasses =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm text-fg hover:bg-surface focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-ring';

/** The name the header shows: the profile's, else the account's, else the address. */
export function useDisplayName(): string {
  const { user, profile } = useAuthContext();
  return profile?.fullName ?? user?.name ?? profile?.username ?? user?.email ?? '';
}

/**
 * The avatar button and its menu (a disclosure: a list of links and a button, so keyboard
 * and screen readers work as with any links). Escape and a click elsewhere close it.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, profile } = useAuthContext();
  const name = useDisplayName();
  const signOutAndLeave = useSignOutAndLeave();
  const { pathname } = useLocation();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  if (!user) return null;
  const profileId = profile?.id ?? user.id;
  const avatarUrl = profile?.avatarUrl ?? null;
  // The button's name holds what it shows (WCAG 2.5.3, label in name): the initials that stand
  // in for a missing picture, then the name (written out beside them on the widest screens).
  const label = avatarUrl
    ? t('auth.menu.label', { name })
    : t('auth.menu.labelWithInitials', { initials: initialsOf(name), name });

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={label}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
        className="flex h-10 items-center gap-2 rounded-lg ps-1 pe-1 text-sm font-medium text-fg hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring sm:pe-2"
      >
        <PersonPicture
          name={name}
          pictureUrl={avatarUrl}
          initials={initialsOf(name)}
          className="size-8"
        />
        {/* The name only where the header has room beside seven links and four buttons; the
            avatar's initials and the button's name (aria-label) say who it is everywhere. */}
        <span className="hidden max-w-40 truncate 2xl:inline">{name}</span>
        {/* Not on phones, where its room is what lets the header fit beside the other buttons. */}
        <ChevronDown aria-hidden="true" className="hidden size-4 text-muted sm:block" />
      </button>
      <div
        id={menuId}
        hidden={!isOpen}
        className="absolute end-0 top-full z-50 mt-2 w-60 rounded-xl border border-line bg-raised p-1.5 shadow-lg"
      >
        <div className="border-b border-line px-3 pt-1.5 pb-2.5">
          <p className="truncate text-sm font-semibold">{name}</p>
          <p dir="ltr" className="truncate text-start text-xs text-muted">
            {user.email}
          </p>
        </div>
        <ul className="pt-1.5">
          <li>
            <Link to={pathTo('profile', { id: profileId })} className={itemClasses}>
              <UserRound aria-hidden="true" className="size-4 text-muted" />
              {t('auth.menu.profile')}
            </Link>
          </li>
          <li>
            {/* The members' community (issue 19) lives here rather than in the header, which
                has no room left for another link in the longer languages. */}
            <Link to={routePatterns.community} className={itemClasses}>
              <UsersRound aria-hidden="true" className="size-4 text-muted" />
              {t('auth.menu.community')}
            </Link>
          </li>
          <li>
            <Link to={routePatterns.settings} className={itemClasses}>
              <Settings aria-hidden="true" className="size-4 text-muted" />
              {t('auth.menu.settings')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={itemClasses}
              onClick={() => {
                setOpenOn(null);
                void signOutAndLeave();
              }}
            >
              <LogOut aria-hidden="true" className="size-4 text-muted" />
              {t('auth.menu.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
