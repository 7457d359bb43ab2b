import type { SettingsExport } from '@waymark/shared/settings';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { getAccount } from '@/capabilities/accounts/service';
import { readProfile } from '@/capabilities/people/service';
import {
  listOwnActiveSessions,
  listOwnFactors,
  listOwnSupportTickets,
  listOwnUploads,
} from '@/features/settings/export/queries';
import { presentSettings } from '@/features/settings/presenter';
import { findSettingsRow } from '@/features/settings/queries';

const iso = (date: Date) => date.toISOString();
const withIsoDates = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: iso(row.createdAt),
});

/**
 * Everything the caller owns, for Settings → Legal → "Download my data". The account row is
 * server-internal (read on the server's own connection, like GET /api/me); the rest is read
 * under row-level security in one transaction, so the copy is consistent.
 */
export async function exportOwnData(db: AppDatabase, userId: string): Promise<SettingsExport> {
  const user = await getAccount(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return withUser(db, userId, async (tx) => {
    const profile = await readProfile(tx, userId);
    const settingsRow = await findSettingsRow(tx, userId);
    const tickets = await listOwnSupportTickets(tx, userId);
    const sessions = await listOwnActiveSessions(tx, userId);
    const factors = await listOwnFactors(tx, userId);
    const files = await listOwnUploads(tx, userId);
    return {
      exportedAt: iso(new Date()),
      account: {
        id: user.id,
        email: user.email,
        emailVerified: user.emailVerified,
      },
      profile: profile && {
        username: profile.username,
        fullName: profile.fullName,
        avatarUrl: profile.avatarUrl,
        bio: profile.bio,
        location: profile.location,
        website: profile.website,
        language: profile.language,
        visibility: profile.visibility,
        createdAt: iso(profile.createdAt),
      },
      settings: presentSettings(settingsRow, profile?.language ?? 'en'),
      supportTickets: tickets.map(withIsoDates),
      activeSessions: sessions.map((session) => ({
        ...withIsoDates(session),
        lastActive: iso(session.lastActive),
      })),
      secondFactors: factors.map(withIsoDates),
      uploads: files.map(withIsoDates),
    };
  });
}
