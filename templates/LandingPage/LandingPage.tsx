/**
 * A campaign page (LandingPage): a hero with the campaign's heading, sentence, image and its calls to action (the
 * first one primary), the key messages, then content blocks.
 */
import type { Link } from '../../shared/page.ts';
import { Blocks } from '../blocks/Blocks.tsx';
import { UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import type { TemplateProps } from '../types.ts';
import { Image } from '../../ui/Image.tsx';
import type { z } from 'zod';
import type { landingSchema } from './server.ts';

export type LandingData = z.infer<typeof landingSchema>;

function CallsToAction({ links = [] }: { links?: Link[] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <ul className="landing-actions" aria-label={t('blocks.callsToAction')}>
      {links.map((link, index) => (
        <li key={link.url}>
          <PortalLink url={link.url} className={index === 0 ? 'portal-button' : 'portal-button portal-button--secondary'}>{link.label}</PortalLink>
        </li>
      ))}
    </ul>
  );
}

function KeyMessages({ messages = [] }: { messages?: LandingData['keyMessages'] }) {
  const t = useT();
  if (messages.length === 0) return null;
  return (
    <section className="landing-messages" aria-labelledby="landing-messages-heading">
      <h2 id="landing-messages-heading" className="visually-hidden">{t('blocks.keyMessages')}</h2>
      <ul className="gov-list--plain landing-messages__list">
        {messages.map((message) => (
          <li key={message.title}>
            <h3>{message.title}</h3>
            <p>{message.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function LandingPagePage({ content }: TemplateProps<LandingData>) {
  const { hero, keyMessages, callsToAction, blocks } = content.data;
  const lead = hero?.text ?? content.description;
  return (
    <article className="landing" data-template="LandingPage">
      <header className="landing-hero">
        <div className="gov-container landing-hero__inner">
          <div className="landing-hero__text">
            <h1>{hero?.title ?? content.name}</h1>
            {lead ? <p className="lead">{lead}</p> : null}
            <CallsToAction links={callsToAction} />
          </div>
          {hero?.image ? <Image image={hero.image} width={960} priority className="landing-hero__image" /> : null}
        </div>
      </header>
      <div className="gov-container content-page">
        <KeyMessages messages={keyMessages} />
        <Blocks blocks={blocks} />
        <UpdatedOn content={content} />
      </div>
    </article>
  );
}
