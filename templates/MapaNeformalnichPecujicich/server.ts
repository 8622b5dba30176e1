import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { categoryNames, linkedOffice } from '../offices/load.ts';
import { loadRef } from '../refs.ts';
import { address, html, link, text } from '../schema.ts';
import CarersMapPage, { type CarersMapData, type CarersMapLoaded } from './MapaNeformalnichPecujicich.tsx';

/** One support service; the nationwide ones have no `region`. */
const serviceFields = {
  /** A stable id, unique on the page. */
  id: text(),
  /** What kind of service it is: the `id` of one of `kinds`. */
  kind: text(),
  name: text(),
  address: address().optional(),
  /** A phone number in international form. */
  phone: text().optional(),
  /** The service's own web page (Link). */
  web: link().optional(),
  /** The labour office branch that handles the carer's allowance there (Ref: friendly URL). */
  branch: text().optional(),
  /** What the service offers carers. */
  note: text().optional(),
};

export const schema = z.object({
  /** Services by region (`region` a `kraj` category name): the map and the list group them by region. */
  services: z.array(z.object({ ...serviceFields, region: text() })).optional(),
  /** The legend: the kinds of services, `id` as used by `kind`, `label` as shown. */
  kinds: z.array(z.object({ id: text(), label: text() })).optional(),
  /** Services for the whole country, listed after the regions. */
  nationwide: z.array(z.object(serviceFields)).optional(),
  /** An introduction (HTML). */
  body: html().optional(),
  /** Related pages (Link[]). */
  related: z.array(link()).optional(),
});

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
