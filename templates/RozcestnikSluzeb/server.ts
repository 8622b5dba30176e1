import { z } from 'zod';
import type { Content } from '../../shared/content.ts';
import { html, text } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import type { LinkedPage } from '../services/Parts.tsx';
import { linkedPage } from '../refs.ts';
import ServiceSignpostPage, { type ServiceGroup, type ServiceSignpostData } from './RozcestnikSluzeb.tsx';

/** The CMS answers at most 100 items a page (docs/content-api.md §5): a signpost lists no more services than that. */
const MAX_SERVICES = 100;

/** The data of a level 2 signpost of services (content/README.md "Pages and composition"). */
export const schema = z.object({
  /** Which services to load (ListDefinition): their structure keys, the fixed category/tag filters, the order. */
  list: z.object({
    structureKeys: z.array(text()).min(1),
    sort: z.enum(['name:asc', 'name:desc', 'displayAt:desc', 'displayAt:asc']).default('name:asc'),
    category: z.array(text()).optional(),
    tag: z.array(text()).optional(),
  }).optional(),
  /** One group per life situation (CategoryKey), in order; its heading is `title`, else the category's name. */
  groups: z.array(z.object({ lifeSituation: text(), title: text().optional() })).optional(),
  /** An introduction above the groups (HTML). */
  body: html().optional(),
});

/** The groups with the services that carry their life situation; a group no service carries is left out. */
export function groupServices(groups: NonNullable<ServiceSignpostData['groups']>, services: readonly Content[], toPage: (content: Content) => LinkedPage | undefined): ServiceGroup[] {
  return groups.flatMap((group) => {
    const members = services.filter((service) => service.categories.some((category) => category.key === group.lifeSituation));
    const pages = members.map(toPage).filter((page) => page !== undefined);
    if (pages.length === 0) return [];
    const title = group.title ?? members[0]!.categories.find((category) => category.key === group.lifeSituation)!.name;
    return [{ lifeSituation: group.lifeSituation, title, services: pages }];
  });
}

export const RozcestnikSluzeb = defineTemplate<ServiceSignpostData, Record<string, never>, ServiceGroup[]>({
  key: 'RozcestnikSluzeb',
  Component: ServiceSignpostPage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    const { list, groups } = content.data;
    if (!list || !groups) return [];
    const services = await cms.contents({ ...lookup, structureKey: list.structureKeys, category: list.category, tag: list.tag, sort: list.sort, page: 1, pageSize: MAX_SERVICES });
    return groupServices(groups, services.items, (service) => linkedPage(service, locale, site.prefix));
  },
});
