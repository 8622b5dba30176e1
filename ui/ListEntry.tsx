/** One entry of a list of pages (a Seznam, search results): its title as a link, its date, then what the list adds. */
import type { ReactNode } from 'react';
import { AppLink } from './AppLink.tsx';

export interface ListEntryProps {
  title: string;
  url: string;
  /** The date as the page shows it, and as `<time dateTime>`. */
  date?: string;
  dateTime?: string;
  /** The page's language where it differs from the list's: its title is read and linked in that language. */
  hrefLang?: string;
  /** 3 in a list of sections with headings of their own. */
  headingLevel?: 2 | 3;
  /**
   * Told (POST) when the link is followed: the browser's `ping`, and a beacon on a click, which the app follows
   * without the browser's navigation and so without its ping (a beacon and a ping of one click count once).
   */
  ping?: string | undefined;
  children?: ReactNode;
}

export function ListEntry({ title, url, date, dateTime, hrefLang, headingLevel = 2, ping, children }: ListEntryProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const told = ping ? { ping, onClick: () => navigator.sendBeacon?.(ping) } : {};
  return (
    <li className="content-list__item">
      <Heading className="h4"><AppLink to={url} {...(hrefLang ? { hrefLang, lang: hrefLang } : {})} {...told}>{title}</AppLink></Heading>
      {date ? <p className="content-list__date"><time dateTime={dateTime}>{date}</time></p> : null}
      {children}
    </li>
  );
}
