import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { useSignInAlert } from '@/features/sign-in-alerts/api/check-alert';
import { useDenySignIn } from '@/features/sign-in-alerts/api/deny-sign-in';
import { ApiError } from '@/lib/api-client';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useFormatters } from '@/lib/format/use-formatters';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { LinkButton } from '@/ui/link-button';
import { PageFallback } from '@/ui/page-fallback';

/** The problem with a link, in the person's words: invalid, expired or already used. */
function linkProblem(error: unknown): 'invalid' | 'expired' | 'used' {
  if (error instanceof ApiError && error.code === 'LINK_EXPIRED') return 'expired';
  if (error instanceof ApiError && error.code === 'LINK_USED') return 'used';
  return 'invalid';
}

/**
 * /security/not-me?token=… (issue 19): opened from a sign-in alert mail, signed out or in.
 * Shows the sign-in, ends that session (and every other one on request) with one button,
 * then leads to changing the password. Opening the page changes nothing: mail scanners
 * follow links.
 */
export function NotMePage() {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const format = useFormatters();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const alert = useSignInAlert(token);
  const deny = useDenySignIn();
  const { user, signOut } = useAuthContext();
  const [everywhere, setEverywhere] = useState(false);

  function endSessions() {
    deny.mutate(
      { token, signOutEverywhere: everywhere },
      {
        // This browser's session ended too: it forgets the account and what the device kept
        // of it (the app's sign-out does both), like any other way out of the account.
        onSuccess: () => {
          if (everywhere && user) void signOut().catch(() => undefined);
        },
      },
    );
  }

  let body;
  if (!token || alert.isError) {
    body = (
      <p role="alert" className="mt-4">
        {t(`notMe.${linkProblem(alert.error)}`)}
      </p>
    );
  } else if (alert.isPending) {
    body = <PageFallback />;
  } else if (deny.isSuccess) {
    body = (
      <div role="status" className="mt-4 space-y-4" data-testid="not-me-done">
        <p className="font-medium">
          {deny.variables.signOutEverywhere ? t('notMe.doneEverywhere') : t('notMe.done')}
        </p>
        <p>{t('notMe.next')}</p>
        <LinkButton to={routePatterns.forgotPassword} size="lg">
          {t('notMe.changePassword')}
        </LinkButton>
      </div>
    );
  } else {
    const facts: [string, string][] = [
      [t('notMe.device'), alert.data.device],
      [t('notMe.place'), alert.data.place ?? t('notMe.unknownPlace')],
      [t('notMe.address'), alert.data.address ?? t('notMe.unknownPlace')],
      [t('notMe.time'), format.dateTime(alert.data.signedInAt)],
    ];
    body = (
      <>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium" dir="auto">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <label className="mt-6 flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-[var(--wm-brand)]"
            checked={everywhere}
            onChange={(event) => setEverywhere(event.target.checked)}
          />
          {t('notMe.everywhere')}
        </label>
        {deny.isError ? (
          <p role="alert" className="mt-4 text-sm text-danger">
            {t(`notMe.${linkProblem(deny.error)}`)}
          </p>
        ) : null}
        <button
          type="button"
          disabled={deny.isPending}
          onClick={endSessions}
          className={buttonClasses('primary', 'lg', 'mt-6')}
        >
          {deny.isPending ? t('notMe.ending') : t('notMe.action')}
        </button>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <title>{t('notMe.documentTitle', { productName })}</title>
      <div className="rounded-2xl border border-line bg-raised p-6 shadow-sm">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <ShieldAlert aria-hidden="true" className="size-6 text-danger" />
          {t('notMe.title')}
        </h1>
        <p className="mt-2 text-muted">{t('notMe.lead')}</p>
        {body}
      </div>
    </section>
  );
}
