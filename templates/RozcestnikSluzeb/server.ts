import { z } from 'zod';
import type { Content } from '../../shared/content.ts';
import { html, text } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import type { LinkedPage } from '../services/Parts.tsx';
import { linkedPage } from '../refs.ts';
import ServiceSignpostPage, { type ServiceGroup, type ServiceSignpostData } from './RozcestnikSluzeb.tsx';

/** The CMS answers at most 100 items a page (docs/content-api.md §5): a signpost lists no more services than that. */
const MAX_SERVICES = 100;

export const schema = z.object({
  list: z
    .object({
      structureKeys: z.array(text()).min(1).describe('their structure keys (`["Sluzba"]`)'),
      sort: z.enum(['name:asc', 'name:desc', 'displayAt:desc', 'displayAt:asc']).default('name:asc').describe('their order in each group'),
      category: z.array(text()).optional().describe('CategoryKeys every service must carry'),
      tag: z.array(text()).optional().describe('tags every service must carry'),
    })
    .optional()
    .describe('Which services to load.'),
  groups: z
    .array(z.object({ lifeSituation: text().describe('the CategoryKey of the services it holds'), title: text().optional().describe("its heading, else the category's name") }))
    .optional()
    .describe('One group per life situation, in order, filled with the loaded services that carry its category (a service may be in several).'),
  body: html().optional().describe('An introduction above the groups (HTML).'),
}).meta({ description: 'A level 2 signpost of services, grouped by life situation.' });

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
