import { exampleView, type Examples } from '../types.ts';
import type { CzechMapLoaded } from './UpCzMapaCr.tsx';

/** The regions, their names and their branches (region, region name, branch URL, branch name), as in the sample content. */
const BRANCHES = [
  ['praha', 'Hlavní město Praha', '/kontakty/krajska-pobocka-praha', 'Krajská pobočka v hlavním městě Praze'],
  ['stredocesky', 'Středočeský kraj', '/kontakty/krajska-pobocka-kladno', 'Krajská pobočka v Kladně'],
  ['jihocesky', 'Jihočeský kraj', '/kontakty/krajska-pobocka-ceske-budejovice', 'Krajská pobočka v Českých Budějovicích'],
  ['plzensky', 'Plzeňský kraj', '/kontakty/krajska-pobocka-plzen', 'Krajská pobočka v Plzni'],
  ['karlovarsky', 'Karlovarský kraj', '/kontakty/krajska-pobocka-karlovy-vary', 'Krajská pobočka v Karlových Varech'],
  ['ustecky', 'Ústecký kraj', '/kontakty/krajska-pobocka-usti-nad-labem', 'Krajská pobočka v Ústí nad Labem'],
  ['liberecky', 'Liberecký kraj', '/kontakty/krajska-pobocka-liberec', 'Krajská pobočka v Liberci'],
  ['kralovehradecky', 'Královéhradecký kraj', '/kontakty/krajska-pobocka-hradec-kralove', 'Krajská pobočka v Hradci Králové'],
  ['pardubicky', 'Pardubický kraj', '/kontakty/krajska-pobocka-pardubice', 'Krajská pobočka v Pardubicích'],
  ['vysocina', 'Kraj Vysočina', '/kontakty/krajska-pobocka-jihlava', 'Krajská pobočka v Jihlavě'],
  ['jihomoravsky', 'Jihomoravský kraj', '/kontakty/krajska-pobocka-brno', 'Krajská pobočka v Brně'],
  ['olomoucky', 'Olomoucký kraj', '/kontakty/krajska-pobocka-olomouc', 'Krajská pobočka v Olomouci'],
  ['zlinsky', 'Zlínský kraj', '/kontakty/krajska-pobocka-zlin', 'Krajská pobočka ve Zlíně'],
  ['moravskoslezsky', 'Moravskoslezský kraj', '/kontakty/krajska-pobocka-ostrava', 'Krajská pobočka v Ostravě'],
] as const;

const base = { structureKey: 'UpCzMapaCr', categories: [], tags: [], displayAt: null, updatedAt: '2026-06-01T08:00:00+02:00' };

/** The map page as the CMS hands it over; branch names and URLs come from `load`. */
export const examples: Examples = {
  map: exampleView({
    ...base,
    id: 'example-map',
    language: 'cs-CZ',
    name: 'Krajské pobočky na mapě',
    description: 'Vyberte kraj a najděte kontakty na krajskou pobočku Úřadu práce ČR.',
    data: { regions: BRANCHES.map(([region, , branch]) => ({ region, branch })), headquarters: '/kontakty/generalni-reditelstvi' },
  }),
  broken: exampleView({ ...base, id: 'example-map-broken', language: 'cs-CZ', name: 'Mapa s vadnými údaji', description: 'Popis zůstává.', data: { regions: 'všechny', headquarters: 1 } }),
};

/** What `load` hands the Czech page. */
export const loadedMap: CzechMapLoaded = {
  regions: BRANCHES.map(([region, regionName, url, name]) => ({ region, regionName, branch: { id: region, name, url } })),
  headquarters: { id: 'gr', name: 'Generální ředitelství Úřadu práce ČR', url: '/kontakty/generalni-reditelstvi' },
};
