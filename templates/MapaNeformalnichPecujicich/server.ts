import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { categoryNames, linkedOffice } from '../offices/load.ts';
import { loadRef } from '../refs.ts';
import { address, html, link, text } from '../schema.ts';
import CarersMapPage, { type CarersMapData, type CarersMapLoaded } from './MapaNeformalnichPecujicich.tsx';

/** One support service; the nationwide ones have no `region`. */
const serviceFields = {
  id: text().describe('A stable id, unique on the page.'),
  kind: text().describe('What kind of service it is: the `id` of one of `kinds`.'),
  name: text().describe('Its name.'),
  address: address().optional().describe('Where it is.'),
  phone: text().optional().describe('A phone number in international form.'),
  web: link().optional().describe("The service's own web page (Link)."),
  branch: text().optional().describe("The labour office branch that handles the carer's allowance there (Ref: friendly URL)."),
  note: text().optional().describe('What the service offers carers.'),
};

export const schema = z.object({
  services: z.array(z.object({ ...serviceFields, region: text().describe('The region it serves: a `kraj` category name.') })).optional().describe('Services by region: the map and the list group them by region.'),
  kinds: z.array(z.object({ id: text().describe('as `kind` names it'), label: text().describe('as the legend shows it') })).optional().describe('The legend: the kinds of services.'),
  nationwide: z.array(z.object(serviceFields)).optional().describe('Services for the whole country, listed after the regions.'),
  body: html().optional().describe('An introduction (HTML).'),
  related: z.array(link()).optional().describe('Related pages (Link[]).'),
}).meta({ description: 'The map of support services for informal carers, on the map and in the list by region.' });

export const MapaNeformalnichPecujicich = defineTemplate<CarersMapData, Record<string, never>, CarersMapLoaded>({
  key: 'MapaNeformalnichPecujicich',
  Component: CarersMapPage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    const services = [...(content.data.services ?? []), ...(content.data.nationwide ?? [])];
    const refs = [...new Set(services.map((service) => service.branch).filter((ref) => ref !== undefined))];
    const [names, branches] = await Promise.all([
      categoryNames(cms, lookup, 'kraj'),
      Promise.all(refs.map((ref) => loadRef(cms, ref, lookup))),
    ]);
    return {
      regionNames: Object.fromEntries(names),
      // A branch the CMS does not know is left out; its service stays.
      branches: Object.fromEntries(
        refs.flatMap((ref, index) => {
          const branch = branches[index] && linkedOffice(branches[index], locale, site.prefix);
          return branch ? [[ref, { name: branch.name, url: branch.url }]] : [];
        }),
      ),
    };
  },
});
