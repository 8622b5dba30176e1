/** The home page (HlavniStranka): a plain welcome, the life situations people come for, then what is new. */
import { useT } from '../../ui/i18n.tsx';
import { SmartLink } from '../../ui/ContentParts.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';

export interface Card {
  title: string;
  text?: string;
  url: string;
}

export interface HomeData {
  hero?: { title?: string; text?: string };
  tiles?: Card[];
  highlights?: Card[];
  body?: string;
  image?: { url: string; alt?: string };
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

export default function HomePage({ content }: TemplateProps<HomeData>) {
  const t = useT();
  const { hero } = content.data;
  return (
    <div className="home" data-template="HlavniStranka">
      <div className="home-hero">
        <div className="gov-container">
          <h1>{hero?.title ?? content.name}</h1>
          {hero?.text ? <p className="lead">{hero.text}</p> : null}
        </div>
      </div>
      <div className="gov-container">
        <CardList id="home-tiles" heading={t('home.lifeSituations')} cards={content.data.tiles} />
        <CardList id="home-highlights" heading={t('home.highlights')} cards={content.data.highlights} />
        <RichText html={content.data.body} />
      </div>
    </div>
  );
}
