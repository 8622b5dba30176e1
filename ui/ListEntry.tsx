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
  children?: ReactNode;
}

export function ListEntry({ title, url, date, dateTime, hrefLang, children }: ListEntryProps) {
  return (
    <li className="content-list__item">
      <h2 className="h4"><AppLink to={url} {...(hrefLang ? { hrefLang, lang: hrefLang } : {})}>{title}</AppLink></h2>
      {date ? <p className="content-list__date"><time dateTime={dateTime}>{date}</time></p> : null}
      {children}
    </li>
  );
}
