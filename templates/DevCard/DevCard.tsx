/**
 * /dev/components/card: the card (templates/blocks/Blocks.tsx CardList) in its states – with text, without text, with an image,
 * leading to another site – with real portal pages in the page language. The example turns the page layout off.
 */
import { CardList, type Card } from '../blocks/Blocks.tsx';
import { useT } from '../../ui/i18n.tsx';
import { PreviewPage } from '../blocks/preview.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export const CARD_STATES = ['withText', 'withoutText', 'withImage', 'external'] as const;
type CardState = (typeof CARD_STATES)[number];

export type CardPreviewData = z.infer<typeof schema>;

/** The leaflet cover of the state social assistance benefit, a real file of the sample content. */
const LEAFLET_COVER = '/cms/documents/3103/letak-prispevek-na-bydleni-obalka.jpg';

function useCard(state: CardState): Card {
  const t = useT();
  const base = { title: t(`dev.card.${state}.title`), url: t(`dev.card.${state}.url`) };
  switch (state) {
    case 'withoutText':
      return base;
    case 'withImage':
      return { ...base, text: t('dev.card.withImage.text'), image: { url: LEAFLET_COVER, alt: t('dev.card.withImage.alt') } };
    default:
      return { ...base, text: t(`dev.card.${state}.text`) };
  }
}

function CardState({ state }: { state: CardState }) {
  const t = useT();
  return (
    <section className="component-preview__state" aria-labelledby={`card-${state}`}>
      <h2 id={`card-${state}`}>{t(`dev.card.${state}.state`)}</h2>
      <CardList cards={[useCard(state)]} />
    </section>
  );
}

export default function DevCardPage({ content }: TemplateProps<CardPreviewData>) {
  return (
    <PreviewPage template="DevCard" name="card">
      {content.data.states.map((state) => <CardState key={state} state={state} />)}
    </PreviewPage>
  );
}
