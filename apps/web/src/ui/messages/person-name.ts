import type { ProfileCard } from '@waymark/shared/social/contracts';

/** A person's shown name: full name, else username, else null (the caller says "Someone"). */
export const nameOf = (card: ProfileCard | null | undefined): string | null =>
  card?.fullName?.trim() || card?.username || null;
