import { Fragment } from 'react';
import { Link } from 'react-router';
import type { Message } from '@waymark/shared/chat/contracts';
import { splitLinks } from '@waymark/shared/chat/rules';
import { splitMentions } from '@waymark/shared/engage/mentions';
import { pathTo } from '@waymark/shared/routes';

/**
 * A message's text as written (line breaks kept), with http(s) links that open in a new tab
 * and @mentions of members that link to their profile. Never HTML: React escapes every run.
 */
export function MessageText({ message }: { message: Message }) {
  const mentioned = new Map(message.mentions.map((mention) => [mention.username, mention.id]));
  return (
    // dir="auto": a message in another script than the page reads in its own direction.
    <p dir="auto" className="break-words whitespace-pre-wrap">
      {splitLinks(message.body).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2"
          >
            {segment.text}
          </a>
        ) : (
          <Fragment key={index}>
            {splitMentions(segment.text).map((part, at) => {
              const id = part.kind === 'mention' ? mentioned.get(part.username) : undefined;
              return id ? (
                <Link
                  key={at}
                  to={pathTo('profile', { id })}
                  className="font-semibold underline-offset-2 hover:underline"
                >
                  {part.text}
                </Link>
              ) : (
                <Fragment key={at}>{part.text}</Fragment>
              );
            })}
          </Fragment>
        ),
      )}
    </p>
  );
}
