/**
 * A signpost of services, level 2 (RozcestnikSluzeb, docs/product.md §2): the services of its list grouped by life
 * situation, one section with a heading per group and cards of its services (the template's load groups them; a
 * service of several life situations shows in each).
 */
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { CardGrid, type LinkedPage } from '../services/Parts.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type ServiceSignpostData = z.output<typeof schema>;

/** A life situation with the services that carry it; groups without services are not handed over. */
export interface ServiceGroup {
  lifeSituation: string;
  title: string;
  services: LinkedPage[];
}

export default function ServiceSignpostPage({ content, data: groups = [] }: TemplateProps<ServiceSignpostData, ServiceGroup[]>) {
  return (
    <article className="gov-container content-page service-signpost" data-template="RozcestnikSluzeb">
      <ContentHeader content={content} />
      <RichText html={content.data.body} />
      {groups.map((group) => {
        const id = `services-${group.lifeSituation.replace(/[^a-z0-9-]/gi, '-')}`;
        return (
          <section key={group.lifeSituation} className="service-signpost__group" aria-labelledby={id}>
            <h2 id={id}>{group.title}</h2>
            <CardGrid pages={group.services} level={3} />
          </section>
        );
      })}
      <UpdatedOn content={content} />
    </article>
  );
}
