/** Parts of the services group's pages: labelled sections and cards of related pages. */
import type { ReactNode } from 'react';
import { SmartLink } from '../../ui/ContentParts.tsx';

/** A page another page links to, as its load found it. */
export interface LinkedPage {
  id: string;
  title: string;
  text?: string;
  url: string;
}

/** A grid of cards, as a list: each card's title links to its page. `level` keeps the page's headings in order. */
export function CardGrid({ pages, level = 2 }: { pages: readonly LinkedPage[]; level?: 2 | 3 }) {
  if (pages.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className="gov-list--plain card-list">
      {pages.map((page) => (
        <li key={page.id} className="gov-tile">
          <Heading className="gov-tile__title h4"><SmartLink url={page.url}>{page.title}</SmartLink></Heading>
          {page.text ? <p className="gov-tile__text">{page.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** A section of a page under its own h2, labelled by it; nothing when it has no content. */
export function Section({ id, heading, className, children }: { id: string; heading: string; className?: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
