/**
 * `npm run municipalities -- <folder>`: writes templates/offices/data/municipalities.json, the country's
 * municipalities and the parts people name as their town, from the public registers' files in <folder> (their
 * origin, date and licence: templates/offices/data/README.md). Each source gives what it is the authority on:
 *
 * - `psc-list.csv` (RÚIAN, UTF-8, comma-separated): every part of a municipality with its municipality, district
 *   (okres), region and city district (MOMC): the municipalities, their districts and regions, the city districts and
 *   the parts;
 * - `VAZ0043_0065_CS.csv` (ČSÚ, windows-1250, semicolon-separated): each municipality's ORP;
 * - `souradnice.csv` (UTF-8, comma-separated): a point of each municipality (WGS 84) and the regions' full names.
 *
 * A municipality missing from the ORP or point sources stops the build: the finder must know every one.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const OUT = path.join(import.meta.dirname, '..', 'templates', 'offices', 'data', 'municipalities.json');

/** A CSV line split at its separator, with the quotes of a quoted field taken off (none of these fields holds one). */
function fields(line: string, separator: string): string[] {
  return line.split(separator).map((field) => field.replace(/^"(.*)"$/, '$1'));
}

async function table(file: string, separator: string, encoding: 'utf-8' | 'windows-1250'): Promise<Record<string, string>[]> {
  const text = new TextDecoder(encoding).decode(await readFile(file));
  const [head, ...lines] = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const names = fields(head!, separator);
  return lines.map((line) => {
    const values = fields(line, separator);
    return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
  });
}

/** A city district's name as people say it: "Poruba" of Ostrava is "Ostrava-Poruba"; none of the undivided rest. */
function cityDistrictName(name: string, municipality: string): string | undefined {
  if (name.includes('(nečleněn')) return undefined;
  return name.startsWith(municipality) ? name : `${municipality}-${name}`;
}

async function main(folder: string): Promise<void> {
  const [parts, orpLinks, points] = await Promise.all([
    table(path.join(folder, 'psc-list.csv'), ',', 'utf-8'),
    table(path.join(folder, 'VAZ0043_0065_CS.csv'), ';', 'windows-1250'),
    table(path.join(folder, 'souradnice.csv'), ',', 'utf-8'),
  ]);
  const orpOf = new Map(orpLinks.map((row) => [row.CHODNOTA1!, { code: row.CHODNOTA2!, name: row.TEXT2! }]));
  const pointOf = new Map(points.map((row) => [row['Kód obce']!, row]));

  const regions = new Map<string, string>();
  const districts = new Map<string, [string, string]>();
  const orps = new Map<string, string>();
  const municipalities = new Map<string, (string | number)[]>();
  const cityDistricts = new Map<string, [string, string]>();
  /** Each part named otherwise than its municipality, and the city districts it lies in. */
  const namedParts = new Map<string, Set<string>>();
  const missing: string[] = [];
  for (const row of parts) {
    const code = row.kodobce!;
    const name = row.nazobce!;
    if (!municipalities.has(code)) {
      const orp = orpOf.get(code);
      const point = pointOf.get(code);
      if (!orp || !point) {
        missing.push(`${code} ${name}${orp ? '' : ' (no ORP)'}${point ? '' : ' (no point)'}`);
        continue;
      }
      regions.set(row.kodkraj!, point.Kraj!);
      districts.set(row.kodokresu!, [row.nazokresu!, row.kodkraj!]);
      orps.set(orp.code, orp.name);
      municipalities.set(code, [code, name, row.kodokresu!, orp.code, Number(Number(point.Latitude).toFixed(4)), Number(Number(point.Longitude).toFixed(4))]);
    }
    if (row.kodmomc) {
      const districtName = cityDistrictName(row.nazmomc!, name);
      if (districtName) cityDistricts.set(row.kodmomc, [districtName, code]);
    }
    // A part named as its municipality adds nothing to find.
    if (row.nazcobce !== name) {
      const key = `${row.nazcobce}\t${code}`;
      const inDistricts = namedParts.get(key) ?? new Set<string>();
      if (row.kodmomc && cityDistricts.has(row.kodmomc)) inDistricts.add(row.kodmomc);
      namedParts.set(key, inDistricts);
    }
  }
  if (missing.length > 0) throw new Error(`Municipalities without an ORP or a point:\n${missing.join('\n')}`);

  const byCode = (a: [string, ...unknown[]], b: [string, ...unknown[]]) => a[0].localeCompare(b[0]);
  const rows = (list: unknown[][]) => `[\n${list.map((entry) => JSON.stringify(entry)).join(',\n')}\n]`;
  const sections = {
    regions: [...regions].sort(byCode),
    districts: [...districts].map(([code, [name, region]]) => [code, name, region] as [string, string, string]).sort(byCode),
    orp: [...orps].sort(byCode),
    municipalities: [...municipalities.values()].map((entry) => entry as [string, ...unknown[]]).sort(byCode),
    cityDistricts: [...cityDistricts].map(([code, [name, municipality]]) => [code, name, municipality] as [string, string, string]).sort(byCode),
    // A part in one city district names it; one across several names only its municipality.
    parts: [...namedParts]
      .map(([key, inDistricts]) => [...key.split('\t'), ...(inDistricts.size === 1 ? inDistricts : [])] as [string, string, string?])
      .sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0], 'cs')),
  };
  const body = Object.entries(sections).map(([key, list]) => `${JSON.stringify(key)}: ${rows(list)}`).join(',\n');
  await writeFile(OUT, `{\n${body}\n}\n`);
  console.log(Object.entries(sections).map(([key, list]) => `${key} ${list.length}`).join(', '));
}

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run municipalities -- <folder with psc-list.csv, VAZ0043_0065_CS.csv and souradnice.csv>');
  process.exit(1);
}
await main(folder);
