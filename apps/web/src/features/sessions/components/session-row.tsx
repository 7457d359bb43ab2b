import { HelpCircle, Laptop, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ActiveSession, DeviceType } from '@waymark/shared/sessions';
import { UNKNOWN_LOCATION } from '@waymark/shared/sessions';
import { useFormatters } from '@/lib/format/use-formatters';
import { buttonClasses } from '@/ui/button-styles';
import { Pill } from '@/ui/pill';

const deviceIcons: Record<DeviceType, LucideIcon> = {
  desktop: Laptop,
  mobile: Smartphone,
  tablet: Tablet,
  unknown: HelpCircle,
};

interface SessionRowProps {
  session: ActiveSession;
  isBusy: boolean;
  onSignOut: () => void;
}

export function SessionRow({ session, isBusy, onSignOut }: SessionRowProps) {
  const { t } = useTranslation('account');
  const { relativeTime } = useFormatters();
  const Icon = deviceIcons[session.device_type];
  const location =
    session.location === UNKNOWN_LOCATION
      ? t('security.sessions.unknownLocation')
      : session.location;
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <Icon aria-hidden="true" className="size-6 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {session.device_name}
          {session.is_current ? (
            <Pill className="bg-brand-soft text-brand-text">
              {t('security.sessions.thisDevice')}
            </Pill>
          ) : null}
        </p>
        <p className="text-sm text-muted">
          {[session.ip_address, location].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-muted">
          {t('security.sessions.lastActive', { when: relativeTime(session.last_active) })}
        </p>
      </div>
      {session.is_current ? null : (
        <button
          type="button"
          onClick={onSignOut}
          disabled={isBusy}
          aria-label={t('security.sessions.signOutDevice', { device: session.device_name })}
          className={buttonClasses('ghost')}
        >
          {t('security.sessions.signOut')}
        </button>
      )}
    </li>
  );
}
