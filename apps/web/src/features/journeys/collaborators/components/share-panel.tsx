import { LogOut, UserMinus, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type {
  Collaborator,
  CollaboratorRole,
  JourneyRole,
} from '@waymark/shared/journeys/collaborators/contracts';
import { canManageJourney } from '@waymark/shared/journeys/collaborators/rules';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { routePatterns } from '@waymark/shared/routes';
import {
  useChangeRole,
  useCollaborators,
  useInviteCollaborator,
  useRemoveCollaborator,
} from '@/features/journeys/collaborators/api/collaborators';
import { ApiError } from '@/lib/api-client';
import { useAuthContext } from '@/lib/auth/auth-context';
import { buttonClasses } from '@/ui/button-styles';
import { inputClasses } from '@/ui/form-field';
import { PersonPicture } from '@/ui/person-avatar';
import { SelectField } from '@/ui/select-field';
import { SmallButton } from '@/ui/small-button';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast/toast-store';

const nameOf = (person: ProfileCard) => person.fullName?.trim() || person.username || '?';

type T = ReturnType<typeof useTranslation<'journeys'>>['t'];

/** Why an invitation was refused, in the reader's words (the server's are English). */
function inviteErrorText(t: T, error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 400) return t('share.errors.username');
  if (status === 402) return t('share.errors.pro');
  if (status === 403) return t('share.errors.blocked');
  if (status === 409) return t('share.errors.already');
  return t('share.errors.failed');
}

const roleLabel = (t: T, role: CollaboratorRole) =>
  role === 'editor' ? t('share.roles.editor') : t('share.roles.viewer');

function RoleSelect({
  id,
  label,
  value,
  onChange,
  isDisabled,
}: {
  id: string;
  label: string;
  value: CollaboratorRole;
  onChange: (role: CollaboratorRole) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('journeys');
  return (
    <SelectField
      id={id}
      label={label}
      labelLook="hidden"
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      options={[
        { value: 'editor', label: roleLabel(t, 'editor') },
        { value: 'viewer', label: roleLabel(t, 'viewer') },
      ]}
    />
  );
}

/** The owner's invitation: a username and a role; the person is in at once. */
function InviteForm({ journeyId }: { journeyId: string }) {
  const { t } = useTranslation('journeys');
  const invite = useInviteCollaborator(journeyId);
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('editor');
  const [errorText, setErrorText] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) {
      setErrorText(t('share.errors.required'));
      return;
    }
    setErrorText(null);
    invite.mutate(
      { username: username.trim(), role },
      {
        onSuccess: (added) => {
          setUsername('');
          toast.success(t('share.invited', { name: nameOf(added.person) }));
        },
        onError: (error) => setErrorText(inviteErrorText(t, error)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={`share-${journeyId}-username`} className="block text-sm font-medium text-fg">
        {t('share.username')}
      </label>
      <div className="flex flex-wrap items-start gap-2">
        <input
          id={`share-${journeyId}-username`}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="off"
          dir="ltr"
          placeholder="@username"
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `share-${journeyId}-error` : undefined}
          className={`${inputClasses} min-w-48 flex-1`}
        />
        <RoleSelect
          id={`share-${journeyId}-role`}
          label={t('share.role')}
          value={role}
          onChange={setRole}
        />
        <button type="submit" disabled={invite.isPending} className={buttonClasses('primary')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('share.invite')}
        </button>
      </div>
      {errorText ? (
        <p id={`share-${journeyId}-error`} role="alert" className="text-sm text-danger">
          {errorText}
        </p>
      ) : null}
    </form>
  );
}

function PersonLine({ person, children }: { person: ProfileCard; children?: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-3">
      <PersonPicture name={nameOf(person)} pictureUrl={person.avatarUrl} className="size-8" />
      <span className="min-w-32 flex-1">
        <bdi className="block truncate font-medium text-fg">{nameOf(person)}</bdi>
        {person.username ? (
          <bdi className="block truncate text-xs text-muted" dir="ltr">
            @{person.username}
          </bdi>
        ) : null}
      </span>
      {children}
    </li>
  );
}

/** One collaborator as the owner sees them: their role to change, a button to remove them. */
function ManagedPerson({ journeyId, item }: { journeyId: string; item: Collaborator }) {
  const { t } = useTranslation('journeys');
  const changeRole = useChangeRole(journeyId);
  const remove = useRemoveCollaborator(journeyId);
  const name = nameOf(item.person);
  const refused = () => toast.error(t('share.errors.failed'));
  return (
    <PersonLine person={item.person}>
      <RoleSelect
        id={`role-${journeyId}-${item.person.id}`}
        label={t('share.roleOf', { name })}
        value={item.role}
        onChange={(role) =>
          changeRole.mutate({ userId: item.person.id, role }, { onError: refused })
        }
      />
      <SmallButton
        icon={UserMinus}
        label={t('share.remove')}
        ariaLabel={t('share.removeNamed', { name })}
        onClick={() => remove.mutate(item.person.id, { onError: refused })}
      />
    </PersonLine>
  );
}

/**
 * The journey page's "Shared with" panel (issue 34). The owner invites people by username as
 * editors or viewers, changes roles and removes them; a collaborator sees who shares it and
 * may leave. Hidden from everyone else (the list is the journey's people's alone).
 */
export function SharePanel({
  journeyId,
  myRole,
}: {
  journeyId: string;
  myRole: JourneyRole | null | undefined;
}) {
  const { t } = useTranslation('journeys');
  const { user } = useAuthContext();
  const navigate = useNavigate();
  const people = useCollaborators(journeyId, { isEnabled: Boolean(myRole) });
  const leave = useRemoveCollaborator(journeyId);
  if (!myRole || !user) return null;
  const isOwner = canManageJourney(myRole);
  const body = () => {
    if (people.isPending) {
      return (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="size-4" />
          {t('share.loading')}
        </p>
      );
    }
    if (people.isError) return <p className="text-muted">{t('share.errors.failed')}</p>;
    const { owner, items } = people.data;
    return (
      <>
        {isOwner ? (
          <p className="text-muted">{t('share.intro')}</p>
        ) : (
          <p className="text-muted">
            {t('share.sharedBy', { name: nameOf(owner) })}{' '}
            {myRole === 'editor' ? t('share.youAreEditor') : t('share.youAreViewer')}
          </p>
        )}
        {items.length === 0 ? (
          <p className="text-muted">{t('share.empty')}</p>
        ) : (
          <ul className="space-y-3" aria-label={t('share.people')}>
            {items.map((item) =>
              isOwner ? (
                <ManagedPerson key={item.person.id} journeyId={journeyId} item={item} />
              ) : (
                <PersonLine key={item.person.id} person={item.person}>
                  <span className="text-xs text-muted">{roleLabel(t, item.role)}</span>
                </PersonLine>
              ),
            )}
          </ul>
        )}
        {isOwner ? (
          <InviteForm journeyId={journeyId} />
        ) : (
          <button
            type="button"
            className={buttonClasses('secondary')}
            disabled={leave.isPending}
            onClick={() =>
              leave.mutate(user.id, {
                onSuccess: () => {
                  toast.success(t('share.left'));
                  void navigate(routePatterns.journeys);
                },
                onError: () => toast.error(t('share.errors.failed')),
              })
            }
          >
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('share.leave')}
          </button>
        )}
      </>
    );
  };
  return (
    <div className="space-y-4 rounded-2xl border border-line bg-raised p-4 text-sm">{body()}</div>
  );
}
