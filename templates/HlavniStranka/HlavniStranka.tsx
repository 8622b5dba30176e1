/**
 * A home page (HlavniStranka, the ministry's; UpCzHlavniStranka, the labour office's): a plain welcome, the life
 * situations people come for, notices, the latest news and the next events (the template's load), quick links and
 * the way to an office. One component for both keys; each key has its own template module and `data-template`.
 */
import type { FeedLink, Link } from '../../shared/page.ts';
import { useT } from '../../ui/i18n.tsx';
import { SmartLink } from '../../ui/ContentParts.tsx';
import { OfficeFinderForm } from '../../ui/OfficeFinderForm.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { homeSchema } from './server.ts';

export interface Card {
  title: string;
  text?: string;
  url: string;
}

export type HomeData = z.output<typeof homeSchema>;

/** What the page's load found: the latest news, the next events (by their own dates). */
export interface HomeLoaded {
  news?: NewsItem[];
  events?: NewsItem[];
  /** The feeds of the news and events shown, for the page's head. */
  feeds?: FeedLink[];
}

/** An item of a teaser: its title, link and date (an event's own). */
export interface NewsItem {
  id: string;
  title: string;
  url: string;
  date?: string;
  dateTime?: string;
}

function CardList({ id, heading, cards = [] }: { id: string; heading: string; cards?: Card[] }) {
  if (cards.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="gov-list--plain card-list">
        {cards.map((card) => (
          <li key={card.url} className="gov-tile">
            <h3 className="gov-tile__title h4"><SmartLink url={card.url}>{card.title}</SmartLink></h3>
            {card.text ? <p className="gov-tile__text">{card.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Teaser({ id, teaser, items = [] }: { id: string; teaser: { title: string; moreLink?: Link }; items?: NewsItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id}>{teaser.title}</h2>
      <ul className="gov-list--plain content-list">
        {items.map((item) => (
          <li key={item.id} className="content-list__item">
            <h3 className="h4"><SmartLink url={item.url}>{item.title}</SmartLink></h3>
            {item.date ? <p className="content-list__date"><time dateTime={item.dateTime}>{item.date}</time></p> : null}
          </li>
        ))}
      </ul>
      {teaser.moreLink ? <p><SmartLink url={teaser.moreLink.url}>{teaser.moreLink.label}</SmartLink></p> : null}
    </section>
  );
}

function QuickLinks({ links = [] }: { links?: Link[] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <nav className="home-section" aria-labelledby="home-quick-links">
      <h2 id="home-quick-links">{t('home.quickLinks')}</h2>
      <ul className="gov-list--plain quick-links">
        {links.map((link) => <li key={link.url}><SmartLink url={link.url}>{link.label}</SmartLink></li>)}
      </ul>
    </nav>
  );
}

function OfficeFinder({ finder }: { finder?: HomeData['officeFinder'] }) {
  if (!finder) return null;
  return (
    <section className="home-section office-finder" aria-labelledby="home-office-finder">
      <h2 id="home-office-finder">{finder.title}</h2>
      {finder.text ? <p>{finder.text}</p> : null}
      {finder.search ? <OfficeFinderForm action={finder.link.url} texts={finder.search} /> : null}
      <p>
        {/* Beside the form's button, the way to all offices is a plain link: one primary action a section. */}
        <SmartLink url={finder.link.url} className={finder.search ? undefined : 'portal-button'}>{finder.link.label}</SmartLink>
        {finder.mapLink ? <> <SmartLink url={finder.mapLink.url}>{finder.mapLink.label}</SmartLink></> : null}
      </p>
    </section>
  );
}

function homePage(key: string) {
  return function HomePage({ content, data: loaded }: TemplateProps<HomeData, HomeLoaded>) {
    const t = useT();
    const { hero } = content.data;
    return (
      <div className="home" data-template={key}>
        <div className="home-hero">
          <div className="gov-container">
            <h1>{hero?.title ?? content.name}</h1>
            {hero?.text ? <p className="lead">{hero.text}</p> : null}
          </div>
        </div>
        <div className="gov-container">
          <CardList id="home-tiles" heading={t('home.lifeSituations')} cards={content.data.tiles} />
          <CardList id="home-highlights" heading={t('home.highlights')} cards={content.data.highlights} />
          {content.data.newsTeaser ? <Teaser id="home-news" teaser={content.data.newsTeaser} items={loaded?.news} /> : null}
          {content.data.eventsTeaser ? <Teaser id="home-events" teaser={content.data.eventsTeaser} items={loaded?.events} /> : null}
          <OfficeFinder finder={content.data.officeFinder} />
          <QuickLinks links={content.data.quickLinks} />
          <RichText html={content.data.body} />
        </div>
      </div>
    );
  };
}

export const UpCzHomePage = homePage('UpCzHlavniStranka');
export default homePage('HlavniStranka');
