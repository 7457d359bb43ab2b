import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@waymark/shared/profiles';
import { useOwnProfile } from '@/features/settings/api/own-profile';
import { buttonClasses } from '@/ui/button-styles';
import { PageFallback } from '@/ui/page-fallback';

/** Renders once the own profile is loaded; a failed load offers to try again. */
export function WithOwnProfile({ children }: { children: (profile: OwnProfile) => ReactNode }) {
  const { t } = useTranslation('account');
  const { data, isPending, isError, refetch } = useOwnProfile();
  if (isPending) return <PageFallback />;
  if (isError) {
    return (
      <div role="alert" className="text-sm">
        <p>{t('settings.errors.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className={buttonClasses('secondary', 'md', 'mt-4')}
        >
          {t('settings.retry')}
        </button>
      </div>
    );
  }
  return children(data);
}
