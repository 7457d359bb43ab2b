import { useTranslation } from 'react-i18next';
import { useSuggestedPeople } from '@/lib/people-suggestions';
import { Spinner } from '@/ui/spinner';
import { SuggestedPeopleGrid } from '@/ui/suggested-person-card';

/**
 * The onboarding's last step (issue 33): people to follow from day one, ranked by the server
 * (shared categories, people followed by those one follows, activity, language). Following
 * here is saved at once; Finish or Skip leave it as it is.
 */
export function OnboardingSuggestions({ viewer }: { viewer: string }) {
  const { t } = useTranslation('account');
  const suggestions = useSuggestedPeople(viewer);
  if (suggestions.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        {t('onboarding.steps.follow.loading')}
      </p>
    );
  }
  const people = suggestions.data?.people ?? [];
  if (people.length === 0) {
    return <p className="text-sm text-muted">{t('onboarding.steps.follow.none')}</p>;
  }
  return <SuggestedPeopleGrid people={people} />;
}
