import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { SupportRequest, SupportTicket } from '@waymark/shared/settings';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { getAccount } from '@/features/auth/service';
import type { Mailer } from '@/features/mail/service';
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

  const ticket = { id: randomUUID(), createdAt: new Date() };
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
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, ticketId: ticket.id }, 'Support mail could not be sent');
  }
  return { id: ticket.id, createdAt: ticket.createdAt.toISOString() };
}
