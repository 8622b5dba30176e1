import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { categoryNames, linkedOffice } from '../offices/load.ts';
import { loadRef } from '../refs.ts';
import { text } from '../schema.ts';
import CzechMapPage, { type CzechMapData, type CzechMapLoaded } from './UpCzMapaCr.tsx';

export const schema = z.object({
  regions: z
    .array(z.object({ region: text().describe('a `kraj` category name'), branch: text().describe('the Ref of its regional branch, which the map and the list lead to') }))
    .optional()
    .describe('The 14 regions.'),
  headquarters: text().optional().describe('The Ref of the general directorate, listed below the regions.'),
}).meta({ description: "The map of the regions: the SVG map and the text list lead to each region's branch." });

export const UpCzMapaCr = defineTemplate<CzechMapData, Record<string, never>, CzechMapLoaded>({
  key: 'UpCzMapaCr',
  Component: CzechMapPage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    const { regions = [], headquarters } = content.data;
    const [names, branches, directorate] = await Promise.all([
      categoryNames(cms, lookup, 'kraj'),
      Promise.all(regions.map((entry) => loadRef(cms, entry.branch, lookup))),
      headquarters ? loadRef(cms, headquarters, lookup) : Promise.resolve(undefined),
    ]);
    const headquartersLink = directorate && linkedOffice(directorate, locale, site.prefix);
    return {
      // A region whose branch the CMS does not know is left out of the map and the list.
      regions: regions.flatMap((entry, index) => {
        const branch = branches[index] && linkedOffice(branches[index], locale, site.prefix);
        return branch ? [{ region: entry.region, regionName: names.get(entry.region) ?? entry.region, branch }] : [];
      }),
      ...(headquartersLink ? { headquarters: headquartersLink } : {}),
    };
  },
});
