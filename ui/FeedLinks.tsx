/** The feeds and calendar of what a page lists, as plain links (their names come translated with the page). */
import type { FeedLink } from '../shared/page.ts';

export function FeedLinks({ feeds }: { feeds: FeedLink[] | undefined }) {
  if (!feeds?.length) return null;
  return (
    <ul className="gov-list--plain feed-links">
      {feeds.map((feed) => (
        <li key={feed.href}><a href={feed.href} type={feed.type}>{feed.title}</a></li>
      ))}
    </ul>
  );
}
