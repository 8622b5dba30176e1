/** The home page (HlavniStranka): a plain welcome, the life situations people come for, then what is new. */
import { useT } from '../../ui/i18n.tsx';
import { cardOf, listOf, recordOf, textOf, type Card } from '../../shared/data.ts';
import { SmartLink } from '../../ui/ContentParts.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { Template, TemplateProps } from '../types.ts';

function CardList({ id, heading, cards }: { id: string; heading: string; cards: Card[] }) {
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

function HomePage({ content }: TemplateProps) {
  const t = useT();
  const hero = recordOf(content.data.hero);
  return (
    <div className="home">
      <div className="home-hero">
        <div className="gov-container">
          <h1>{textOf(hero?.title) ?? content.name}</h1>
          {textOf(hero?.text) ? <p className="lead">{textOf(hero?.text)}</p> : null}
        </div>
      </div>
      <div className="gov-container">
        <CardList id="home-tiles" heading={t('home.lifeSituations')} cards={listOf(content.data.tiles, cardOf)} />
        <CardList id="home-highlights" heading={t('home.highlights')} cards={listOf(content.data.highlights, cardOf)} />
        <RichText html={content.data.body} />
      </div>
    </div>
  );
}

export const HlavniStranka: Template = { key: 'HlavniStranka', Component: HomePage, htmlFields: ['body'] };
