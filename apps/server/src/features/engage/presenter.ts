import { commentSchema, type Comment } from '@waymark/shared/engage/contracts';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import type { CommentRow } from '@/features/engage/queries';

export const instantOf = (value: string | Date) => new Date(value).toISOString();

/** One comment as the viewer may act on it; an author without a readable card is nameless. */
export function presentComment(
  row: CommentRow,
  viewerId: string | null,
  authors: Map<string, ProfileCard>,
): Comment {
  const isOwner = viewerId !== null && row.owner_id === viewerId;
  return commentSchema.parse({
    id: row.id,
    activityId: row.activity_id,
    author: authors.get(row.author_id) ?? {
      id: row.author_id,
      username: null,
      fullName: null,
      avatarUrl: null,
    },
    body: row.body,
    mentions: row.mentions,
    pending: row.pending,
    createdAt: instantOf(row.created_at),
    canDelete: viewerId !== null && (row.author_id === viewerId || isOwner),
    canApprove: isOwner && row.pending,
  });
}
