import { useTranslation } from 'react-i18next';
import { useFollowList } from '@/features/profiles/api/social';
import { PersonRow } from '@/features/profiles/components/person-row';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';

interface FollowListDialogProps {
  profileId: string;
  side: 'followers' | 'following' | null;
  onClose: () => void;
}

/** Someone's followers or whom they follow, 50 at a time with "Load more". */
export function FollowListDialog({ profileId, side, onClose }: FollowListDialogProps) {
  const { t } = useTranslation('social');
  const list = useFollowList(profileId, side ?? 'followers', side !== null);
  const people = list.data?.pages.flatMap((page) => page.items) ?? [];
  const title = side === 'following' ? t('lists.following') : t('lists.followers');
  return (
    <Dialog open={side !== null} title={title} onClose={onClose}>
      {list.isPending ? (
        <p role="status" className="flex justify-center py-4">
          <Spinner />
          <span className="sr-only">{t('lists.loading')}</span>
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-muted">
          {t('lists.loadFailed')}
        </p>
      ) : people.length === 0 ? (
        <p className="text-sm text-muted">{t('lists.empty')}</p>
      ) : (
        <ul className="max-h-96 divide-y divide-line overflow-y-auto">
          {people.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <button
          type="button"
          className={buttonClasses('secondary', 'md', 'mt-4 w-full')}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('lists.loadMore')}
        </button>
      ) : null}
    </Dialog>
  );
}
