import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  PRIORITY_SUPPORT_HOURS,
  STANDARD_SUPPORT_HOURS,
  isProMember,
  type SupportRequest,
  type SupportTicket,
} from '@waymark/shared/settings';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { getAccount } from '@/capabilities/accounts/service';
import { getStatus } from '@/capabilities/subscriptions/status';
import type { Mailer } from '@/capabilities/mail/service';
import type { FloodGuard } from '@/features/support/flood-guard';
import { supportMailMessage } from '@/features/support/mail';
import { insertSupportTicket } from '@/features/support/queries';

export interface SupportDeps {
  db: AppDatabase;
  mailer: () => Promise<Mailer>;
  guard: FloodGuard;
  logger: FastifyBaseLogger;
  supportEmail: string;
  productName: string;
}

export interface SupportCaller {
  userId: string | null;
  ip: string;
}

/** A signed-in person is answered at their account address; a visitor must give one. */
async function replyAddress(
  db: AppDatabase,
  userId: string | null,
  given: string | undefined,
): Promise<string> {
  if (userId) {
    const user = await getAccount(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user.email;
  }
  if (given) return given;
  const message = 'Enter your e-mail address so we can answer you';
  throw new AppError('VALIDATION_FAILED', message, { details: [{ path: 'email', message }] });
}

/** Pro members' tickets are priority; a billing check that fails files a normal ticket. */
async function isPriority(deps: SupportDeps, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  try {
    return isProMember(await getStatus(deps.db, userId));
  } catch (error) {
    deps.logger.warn({ err: error }, 'Support priority check failed; filed as normal');
    return false;
  }
}

/** What the support page promises: priority and 24 hours for Pro members. */
export async function answerTime(deps: SupportDeps, userId: string | null) {
  const priority = await isPriority(deps, userId);
  return {
    priority,
    answerWithinHours: priority ? PRIORITY_SUPPORT_HOURS : STANDARD_SUPPORT_HOURS,
  };
}

/**
 * Stores the ticket, then mails it to the support address. The ticket is the record: a mail
 * transport that fails afterwards is logged, and the person is still told it was received.
 */
export async function fileSupportTicket(
  deps: SupportDeps,
  caller: SupportCaller,
  request: SupportRequest,
): Promise<SupportTicket> {
  const email = await replyAddress(deps.db, caller.userId, request.email);
  const keys = caller.userId
    ? [`user:${caller.userId}`]
    : [`email:${email.toLowerCase()}`, `ip:${caller.ip}`];
  deps.guard.check(keys);

  const priority = await isPriority(deps, caller.userId);
  const ticket = { id: randomUUID(), createdAt: new Date(), priority };
  await withUser(deps.db, caller.userId, (tx) =>
    insertSupportTicket(tx, {
      ...ticket,
      userId: caller.userId,
      email,
      subject: request.subject,
      message: request.message,
      context: request.context ?? null,
    }),
  );
  deps.guard.record(keys);

  try {
    const mailer = await deps.mailer();
    await mailer.send(
      supportMailMessage({
        productName: deps.productName,
        to: deps.supportEmail,
        ticketId: ticket.id,
        from: email,
        userId: caller.userId,
        subject: request.subject,
        message: request.message,
        context: request.context,
        priority,
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, ticketId: ticket.id }, 'Support mail could not be sent');
  }
  return {
    id: ticket.id,
    createdAt: ticket.createdAt.toISOString(),
    priority,
    answerWithinHours: priority ? PRIORITY_SUPPORT_HOURS : STANDARD_SUPPORT_HOURS,
  };
}
