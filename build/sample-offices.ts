/**
 * `npm run sample-offices`: the sample content's contact workplaces cover the country (content/README.md "What is sample data").
 * Each workplace declares the area it serves by the registers' codes (`serves`): its district, Prague's by their
 * city districts, Kraslice by its municipality; every district without a workplace gets one, in four languages,
 * its address and phone marked as sample data, with the district's `okres` category. Run again, it changes nothing.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { municipalities, type Municipality } from '../templates/offices/country.ts';
import registers from '../templates/offices/data/municipalities.json' with { type: 'json' };
import { foldName } from '../templates/offices/names.ts';

const CONTENT = path.join(import.meta.dirname, '..', 'content', 'up');
const PAGES = path.join(CONTENT, 'pages');
const FIRST_NEW_ID = 1340;

/** The content's `kraj` category of each region code of the registers. */
const REGION_SLUGS: Record<string, string> = {
  '19': 'praha', '27': 'stredocesky', '35': 'jihocesky', '43': 'plzensky', '51': 'karlovarsky', '60': 'ustecky', '78': 'liberecky',
  '86': 'kralovehradecky', '94': 'pardubicky', '108': 'vysocina', '116': 'jihomoravsky', '124': 'olomoucky', '132': 'moravskoslezsky', '141': 'zlinsky',
};
const PRAGUE = '3100';

/** Prague's city districts by the workplace that serves them (its správní obvody, shared among the three). */
const PRAGUE_WORKPLACES: Record<string, string[]> = {
  'praha-4': ['Praha 1', 'Praha 2', 'Praha 4', 'Praha 10', 'Praha 11', 'Praha 12', 'Praha 15', 'Praha 22', 'Praha-Kunratice', 'Praha-Libuš', 'Praha-Šeberov', 'Praha-Újezd', 'Praha-Křeslice', 'Praha-Dolní Měcholupy', 'Praha-Dubeč', 'Praha-Petrovice', 'Praha-Štěrboholy', 'Praha-Benice', 'Praha-Kolovraty', 'Praha-Královice', 'Praha-Nedvězí'],
  'praha-5': ['Praha 5', 'Praha 6', 'Praha 13', 'Praha 16', 'Praha 17', 'Praha-Lipence', 'Praha-Lochkov', 'Praha-Řeporyje', 'Praha-Slivenec', 'Praha-Velká Chuchle', 'Praha-Zbraslav', 'Praha-Zličín', 'Praha-Lysolaje', 'Praha-Nebušice', 'Praha-Přední Kopanina', 'Praha-Suchdol'],
  'praha-9': ['Praha 3', 'Praha 7', 'Praha 8', 'Praha 9', 'Praha 14', 'Praha 18', 'Praha 19', 'Praha 20', 'Praha 21', 'Praha-Běchovice', 'Praha-Čakovice', 'Praha-Dolní Počernice', 'Praha-Klánovice', 'Praha-Koloděje', 'Praha-Satalice', 'Praha-Vinoř', 'Praha-Troja', 'Praha-Březiněves', 'Praha-Dolní Chabry', 'Praha-Ďáblice'],
};
/** A detached workplace serves its own municipality; its district's workplace the rest. */
const MUNICIPALITY_WORKPLACES: Record<string, string[]> = { kraslice: ['Kraslice'] };

const slug = (name: string) => foldName(name).replace(/ /g, '-');
const districtSlug = (code: string, name: string) => (code === PRAGUE ? 'praha' : slug(name));

const cityDistrictCodes = new Map(registers.cityDistricts.map(([code, name]) => [name!, code!]));
const codeOf = (names: string[], codes: Map<string, string>) =>
  names.map((name) => {
    const code = codes.get(name);
    if (!code) throw new Error(`No register code for ${name}`);
    return code;
  });

// Russian and Ukrainian spellings of Czech names, for the generated items' titles.
const CYRILLIC_PARTS: [RegExp, string, string][] = [
  [/-východ$/, '-восток', '-схід'], [/-západ$/, '-запад', '-захід'], [/-venkov$/, '-пригород', '-передмістя'],
  [/-jih$/, '-юг', '-південь'], [/-sever$/, '-север', '-північ'], [/-město$/, '-город', '-місто'],
];
const LETTERS: Record<string, [string, string]> = {
  a: ['а', 'а'], á: ['а', 'а'], b: ['б', 'б'], c: ['ц', 'ц'], č: ['ч', 'ч'], d: ['д', 'д'], ď: ['дь', 'дь'], e: ['е', 'е'], é: ['е', 'е'],
  ě: ['е', 'е'], f: ['ф', 'ф'], g: ['г', 'ґ'], h: ['г', 'г'], i: ['и', 'і'], í: ['и', 'і'], j: ['й', 'й'], k: ['к', 'к'], l: ['л', 'л'],
  m: ['м', 'м'], n: ['н', 'н'], ň: ['нь', 'нь'], o: ['о', 'о'], ó: ['о', 'о'], p: ['п', 'п'], r: ['р', 'р'], ř: ['рж', 'рж'], s: ['с', 'с'],
  š: ['ш', 'ш'], t: ['т', 'т'], ť: ['ть', 'ть'], u: ['у', 'у'], ú: ['у', 'у'], ů: ['у', 'у'], v: ['в', 'в'], w: ['в', 'в'], x: ['кс', 'кс'],
  y: ['ы', 'и'], ý: ['ы', 'и'], z: ['з', 'з'], ž: ['ж', 'ж'],
};
function cyrillic(name: string, language: 0 | 1): string {
  let suffix = '';
  let stem = name;
  for (const [pattern, ru, uk] of CYRILLIC_PARTS) {
    if (pattern.test(stem)) {
      suffix = [ru, uk][language]!;
      stem = stem.replace(pattern, '');
    }
  }
  const written = stem
    .replace(/ch/gi, (match) => (match[0] === 'C' ? 'Х' : 'х'))
    .replace(/j([aeu])/gi, (match, vowel: string) => {
      const soft = { a: ['я', 'я'], e: ['е', 'є'], u: ['ю', 'ю'] }[vowel.toLowerCase() as 'a' | 'e' | 'u'][language]!;
      return match[0] === 'J' ? soft.toUpperCase() : soft;
    })
    .replace(/\p{L}/gu, (letter) => {
      const lower = letter.toLowerCase();
      const mapped = LETTERS[lower]?.[language];
      if (!mapped) return letter;
      return letter === lower ? mapped : mapped[0]!.toUpperCase() + mapped.slice(1);
    });
  return written + suffix;
}

interface Item {
  id: string;
  categories: string[];
  data: Record<string, unknown>;
  translations: Record<string, { friendlyURL: string; name: string; data?: Record<string, unknown> }>;
}

async function readItems(prefix: string): Promise<Map<string, Item>> {
  const files = (await readdir(PAGES)).filter((file) => file.startsWith(prefix));
  return new Map(await Promise.all(files.map(async (file) => [file.slice(prefix.length, -'.json'.length), JSON.parse(await readFile(path.join(PAGES, file), 'utf8')) as Item] as const)));
}

const write = (file: string, value: unknown) => writeFile(file, `${JSON.stringify(value, null, 2)}\n`);

/** The municipality whose office serves a district: its seat ("Praha-východ" is served from Prague, "Brno-venkov" from Brno). */
function seatOf(districtCode: string, name: string): Municipality {
  const seatName = name.replace(/-(východ|západ|venkov|jih|sever|město)$/, '');
  const inDistrict = [...municipalities.values()].filter((municipality) => municipality.name === seatName);
  const seat = inDistrict.find((municipality) => municipality.district.code === districtCode) ?? inDistrict[0];
  if (!seat) throw new Error(`No seat for the district ${name}`);
  return seat;
}

function newWorkplace(id: number, districtCode: string, districtName: string, regionCode: string, branch: Item): Item {
  const seat = seatOf(districtCode, districtName);
  const place = districtName;
  const districtSlugName = districtSlug(districtCode, districtName);
  const region = REGION_SLUGS[regionCode]!;
  const branchUrl = (tag: string) => branch.translations[tag]!.friendlyURL;
  const phone = `+420 950 199 ${String(id - FIRST_NEW_ID + 100).padStart(3, '0')}`;
  const sample = {
    'cs-CZ': 'Ukázková data: adresa a telefon tohoto pracoviště nejsou jeho skutečné údaje.',
    'en-GB': 'Sample data: the address and phone number of this office are not its real ones.',
    'ru-RU': 'Демонстрационные данные: адрес и телефон этого отделения не настоящие.',
    'uk-UA': 'Демонстраційні дані: адреса й телефон цього відділення не справжні.',
  };
  const ru = cyrillic(place, 0);
  const uk = cyrillic(place, 1);
  return {
    id: String(id),
    structure: 'UpCzKontaktniPracoviste',
    categories: [`kraj.${region}`, `okres.${districtSlugName}`, 'typ-pracoviste.kontaktni-pracoviste'],
    tags: ['kontakty', 'uredni-hodiny'],
    published: true,
    displayAt: '2026-12-01T08:00:00+01:00',
    createdAt: '2026-12-01T08:00:00+01:00',
    updatedAt: '2026-12-01T08:00:00+01:00',
    data: {
      officeType: 'kontaktni-pracoviste',
      region,
      district: districtSlugName,
      address: { street: 'Ukázková 1', city: seat.name, postalCode: '000 00' },
      geo: { lat: seat.lat, lng: seat.lon },
      phones: [{ label: 'Informace', number: phone }],
      officeHours: [
        { day: 'monday', open: '08:00', close: '17:00' },
        { day: 'tuesday', open: '08:00', close: '13:00' },
        { day: 'wednesday', open: '08:00', close: '17:00' },
        { day: 'thursday', open: '08:00', close: '13:00' },
      ],
      agendas: ['zamestnanost', 'statni-socialni-pomoc', 'statni-socialni-podpora', 'hmotna-nouze', 'prispevek-na-peci', 'osoby-se-zdravotnim-postizenim', 'pestounska-pece'],
      serves: { districts: [districtCode] },
      branch: branchUrl('cs-CZ'),
      body: `<p>${sample['cs-CZ']}</p>`,
    },
    translations: {
      'cs-CZ': {
        name: `Kontaktní pracoviště ${place}`,
        description: `Adresa, telefon a úřední hodiny pracoviště Úřadu práce ČR pro okres ${place} (ukázková data).`,
        friendlyURL: `/kontakty/pracoviste-${districtSlugName}`,
      },
      'en-GB': {
        name: `Contact office ${place}`,
        description: `Address, phone number and office hours of the Labour Office for the district of ${place} (sample data).`,
        friendlyURL: `/contacts/office-${districtSlugName}`,
        data: { branch: branchUrl('en-GB'), phones: [{ label: 'Information', number: phone }], body: `<p>${sample['en-GB']}</p>` },
      },
      'ru-RU': {
        name: `Контактное отделение ${ru}`,
        description: `Адрес, телефон и часы приёма отделения Управления труда для района ${ru} (демонстрационные данные).`,
        friendlyURL: `/kontakty/otdelenie-${districtSlugName}`,
        data: { branch: branchUrl('ru-RU'), phones: [{ label: 'Справки', number: phone }], body: `<p>${sample['ru-RU']}</p>` },
      },
      'uk-UA': {
        name: `Контактне відділення ${uk}`,
        description: `Адреса, телефон і години прийому відділення Управління праці для округу ${uk} (демонстраційні дані).`,
        friendlyURL: `/kontakty/viddilennia-${districtSlugName}`,
        data: { branch: branchUrl('uk-UA'), phones: [{ label: 'Довідки', number: phone }], body: `<p>${sample['uk-UA']}</p>` },
      },
    },
  } as Item;
}

async function main(): Promise<void> {
  const workplaces = await readItems('pracoviste-');
  const branches = [...(await readItems('pobocka-')).values()];
  const districtCodeOf = new Map(registers.districts.map(([code, name]) => [districtSlug(code!, name!), code!]));

  // What the existing workplaces serve, by codes.
  const municipalityCodes = new Map([...municipalities.values()].map((municipality) => [municipality.name, municipality.code]));
  for (const [name, item] of workplaces) {
    const { municipalities: _names, ...data } = item.data;
    const serves = PRAGUE_WORKPLACES[name] ? { municipalities: codeOf(PRAGUE_WORKPLACES[name], cityDistrictCodes), districts: [PRAGUE] }
      : MUNICIPALITY_WORKPLACES[name] ? { municipalities: codeOf(MUNICIPALITY_WORKPLACES[name], municipalityCodes) }
      : { districts: [districtCodeOf.get(String(data.district))!] };
    item.data = { ...data, serves };
    await write(path.join(PAGES, `pracoviste-${name}.json`), item);
  }

  // A workplace for every district without one.
  const covered = new Set([...workplaces.values()].map((item) => String(item.data.district)));
  let id = FIRST_NEW_ID;
  let added = 0;
  for (const [code, name, region] of registers.districts) {
    const districtSlugName = districtSlug(code!, name!);
    if (covered.has(districtSlugName)) continue;
    const branch = branches.find((candidate) => candidate.categories.includes(`kraj.${REGION_SLUGS[region!]}`))!;
    await write(path.join(PAGES, `pracoviste-${districtSlugName}.json`), newWorkplace(id++, code!, name!, region!, branch));
    added++;
  }

  // Every district an `okres` category, with the region it lies in.
  const categoriesFile = path.join(CONTENT, 'categories.json');
  const categories = JSON.parse(await readFile(categoriesFile, 'utf8')) as { items: { name: string; categories: { name: string }[] }[] };
  const okres = categories.items.find((vocabulary) => vocabulary.name === 'okres')!;
  for (const [code, name, region] of registers.districts) {
    const districtSlugName = districtSlug(code!, name!);
    if (okres.categories.some((category) => category.name === districtSlugName)) continue;
    okres.categories.push({ name: districtSlugName, title: { 'cs-CZ': name, 'en-GB': name, 'ru-RU': cyrillic(name!, 0), 'uk-UA': cyrillic(name!, 1) }, kraj: REGION_SLUGS[region!], children: [] } as { name: string });
  }
  await write(categoriesFile, categories);
  console.log(`${workplaces.size} workplaces declare what they serve; ${added} added for the districts without one.`);
}

await main();
