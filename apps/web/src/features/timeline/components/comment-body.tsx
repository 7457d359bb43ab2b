import { Link } from 'react-router';
import type { Comment } from '@waymark/shared/engage/contracts';
import { splitMentions } from '@waymark/shared/engage/mentions';
import { pathTo } from '@waymark/shared/routes';

/**
 * A comment's text: plain, with each @mention the server resolved (the person exists and may
 * see the activity) as a link to their profile; any other @word stays text.
 */
export function CommentBody({ comment }: { comment: Comment }) {
  const people = new Map(comment.mentions.map((mention) => [mention.username, mention.id]));
  return (
    <p dir="auto" className="text-sm break-words whitespace-pre-wrap">
      {splitMentions(comment.body).map((segment, index) => {
        const id = segment.kind === 'mention' ? people.get(segment.username) : undefined;
        return id ? (
          <Link
            key={index}
            to={pathTo('profile', { id })}
            className="font-medium text-brand-text hover:underline"
          >
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        );
      })}
    </p>
  );
}
