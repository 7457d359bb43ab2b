import { sql } from 'drizzle-orm';
import { GRACE_DAYS } from '@waymark/shared/billing/access-rule';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { recordNotifications } from '@/capabilities/notification-records/record';

/** How long before the end people hear that their trial or free days run out. */
export const TRIAL_NOTICE_DAYS = 3;

type EndingRow = { user_id: string; subscription_id: string | null };

/**
 * Who should hear now that their free access ends soon: a subscription trial ending within
 * TRIAL_NOTICE_DAYS, or the free days after sign-up (spec §4's grace) ending within them for
 * someone without a subscription. Once each: a trial's notice names its subscription, the
 * grace's none. Runs as the server's role (no request), naming whose rows it reads.
 */
async function endingSoon(db: AppDatabase): Promise<EndingRow[]> {
  const result = await db.execute<EndingRow>(sql`
    select s.user_id, s.id as subscription_id
    from subscriptions s
    where s.status = 'trialing' and s.trial_end > now()
      and s.trial_end <= now() + make_interval(days => ${TRIAL_NOTICE_DAYS})
      and not exists (select 1 from notifications n where n.recipient_id = s.user_id
        and n.kind = 'trialEnding' and n.subject_id = s.id)
    union all
    select p.id, null
    from profiles p
    where p.created_at <= now() - make_interval(days => ${GRACE_DAYS - TRIAL_NOTICE_DAYS})
      and p.created_at > now() - make_interval(days => ${GRACE_DAYS})
      and not exists (select 1 from subscriptions s where s.user_id = p.id
        and s.status in ('active', 'trialing', 'past_due'))
      and not exists (select 1 from notifications n where n.recipient_id = p.id
        and n.kind = 'trialEnding' and n.subject_id is null)
    limit 500`);
  return result.rows;
}

/**
 * The daily "your free trial ends soon" notices (a scheduled job: billing/jobs-service.ts).
 * Each is recorded as its recipient (a system notice: no actor), so their settings apply.
 */
export async function notifyTrialsEnding(db: AppDatabase): Promise<number> {
  const rows = await endingSoon(db);
  for (const row of rows) {
    await withUser(db, row.user_id, (tx) =>
      recordNotifications(tx, [
        {
          recipientId: row.user_id,
          actorId: null,
          kind: 'trialEnding',
          subject: { type: 'billing', id: row.subscription_id },
        },
      ]),
    );
  }
  return rows.length;
}
