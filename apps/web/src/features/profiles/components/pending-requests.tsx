import { useTranslation } from 'react-i18next';
import { socialActions, usePendingRequests, useSocialAction } from '@/lib/social-actions';
import { PersonRow } from '@/features/profiles/components/person-row';
import { connectionTypeLabels } from '@/features/profiles/components/social-labels';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';
import { TitledSection } from '@/ui/titled-section';

/** On one's own profile: follow and connection requests waiting for an answer. */
export function PendingRequests() {
  const { t } = useTranslation('social');
  const query = usePendingRequests(true);
  const run = useSocialAction((action: () => Promise<void>) => action());
  const act = (action: () => Promise<void>) =>
    run.mutate([action], { onError: () => toast.error(t('actionFailed')) });
  if (!query.isSuccess) return null;
  const { follows, connections } = query.data;
  if (follows.length === 0 && connections.length === 0) return null;
  const labels = connectionTypeLabels(t);
  return (
    <TitledSection
      title={t('requests.title')}
      look="minor"
      className="mt-8 rounded-2xl border border-line bg-raised p-6 shadow-sm"
    >
      <ul className="mt-3 divide-y divide-line">
        {follows.map((person) => (
          <PersonRow key={`follow-${person.id}`} person={person}>
            <span className="hidden text-sm text-muted sm:inline">
              {t('requests.wantsToFollow')}
            </span>
            <button
              type="button"
              className={buttonClasses('primary')}
              onClick={() => act(() => socialActions.acceptFollower(person.id))}
            >
              {t('requests.accept')}
            </button>
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => act(() => socialActions.declineFollower(person.id))}
            >
              {t('requests.decline')}
            </button>
          </PersonRow>
        ))}
        {connections.map((person) => (
          <PersonRow key={`connect-${person.id}`} person={person}>
            <span className="hidden text-sm text-muted sm:inline">
              {t('requests.wantsToConnect', { type: labels[person.connectionType] })}
            </span>
            <button
              type="button"
              className={buttonClasses('primary')}
              onClick={() => act(() => socialActions.acceptConnection(person.id))}
            >
              {t('requests.accept')}
            </button>
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => act(() => socialActions.removeConnection(person.id))}
            >
              {t('requests.decline')}
            </button>
          </PersonRow>
        ))}
      </ul>
    </TitledSection>
  );
}
