import { z } from 'zod';
import { idSchema, instant, type Page, pageSchema } from '../journeys/common-contracts';
import { profileCardSchema } from '../social/contracts';
import { userText } from '../text';

/**
 * Cheers and comments on timeline activities (issue 16). Who may see, cheer and comment on
 * what is the activity's own rule, decided by the database (drizzle/policies/activity_*.sql).
 */
export const COMMENT_MAX_LENGTH = 1000;
export const COMMENTS_PAGE_SIZE = 20;

export const activityIdParamsSchema = z.object({ id: idSchema });
export const commentIdParamsSchema = z.object({ id: idSchema });

/** Plain text, trimmed; empty, too long or not storable (NUL, lone surrogate) is a 400 naming `body`. */
export const commentBodySchema = userText({ error: 'body must be a text' })
  .trim()
  .min(1, { error: 'Write something before sending' })
  .max(COMMENT_MAX_LENGTH, {
    error: `A comment is at most ${COMMENT_MAX_LENGTH} characters`,
  });

export const createCommentSchema = z.object({ body: commentBodySchema });
export type CreateComment = z.infer<typeof createCommentSchema>;

export const cheersSchema = z.object({
  count: z.number().int().min(0),
  cheeredByMe: z.boolean(),
});
export type Cheers = z.infer<typeof cheersSchema>;

/** A mention that links: the person exists and may see the activity the comment is on. */
export const commentMentionSchema = z.object({ id: idSchema, username: z.string() });
export type CommentMention = z.infer<typeof commentMentionSchema>;

export const commentSchema = z.object({
  id: idSchema,
  activityId: idSchema,
  author: profileCardSchema,
  body: z.string(),
  mentions: z.array(commentMentionSchema),
  /** From someone the activity's owner restricted: seen by the two of them until approved. */
  pending: z.boolean(),
  createdAt: instant,
  /** The viewer wrote it, or owns the activity. */
  canDelete: z.boolean(),
  /** The viewer owns the activity and the comment waits for approval. */
  canApprove: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentPageSchema = pageSchema(commentSchema);
export type CommentPage = Page<Comment>;

export const commentsQuerySchema = z.object({
  cursor: z.string().max(500, { error: 'cursor is not valid' }).optional(),
});
