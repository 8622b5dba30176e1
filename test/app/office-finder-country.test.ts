/**
 * The office finder over the whole country, asked through `GET /api/offices` of the portal on the sample content:
 * every municipality of the data gets an office of its own district, by its name or chosen among those of the same
 * name (about 18 s; the samples with typos, declined and in other languages: office-finder-samples.test.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { municipalities, type Municipality } from '../../templates/offices/country.ts';
import { foldName } from '../../templates/offices/names.ts';
import { officesAsker } from '../helpers/office-finder.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
const ask = officesAsker(app);

/** The office a municipality gets: asked by name, and where the name is shared, by choosing it among the candidates. */
async function officeOf(municipality: Municipality): Promise<{ officeId?: string; asked: 'name' | 'choice' }> {
  const { body } = await ask(municipality.name);
  // One answer for several places of the name names them all (`otherPlaces`): the same offices serve each.
  const named = [body.place, ...(body.otherPlaces ?? [])].some((place) => place?.municipality.code === municipality.code);
  if (body.status === 'found') return { officeId: named ? body.offices?.[0]?.id : undefined, asked: 'name' };
  const mine = body.candidates?.find((candidate) => candidate.code === municipality.code);
  if (!mine) return { asked: 'choice' };
  const chosen = await ask(mine.code);
  return { officeId: chosen.body.place?.municipality.code === municipality.code ? chosen.body.offices?.[0]?.id : undefined, asked: 'choice' };
}

/** The districts each office of the sample content serves: its district, by the `okres` category of its data. */
async function officeDistricts(): Promise<Map<string, string>> {
  const folder = path.join(SAMPLE_CONTENT, 'up', 'pages');
  const files = (await readdir(folder)).filter((file) => file.startsWith('pracoviste-') || file.startsWith('pobocka-'));
  const items = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as { id: string; data: { district?: string } }));
  return new Map(items.map((item) => [item.id, item.data.district ?? '']));
}
/** A district's `okres` category name, as the sample content writes it. */
const districtSlug = (municipality: Municipality) => (municipality.district.code === '3100' ? 'praha' : foldName(municipality.district.name).replace(/ /g, '-'));

const all = [...municipalities.values()];
const districtsOfOffices = await officeDistricts();

t.test('every municipality of the data gets an office of its own district', async (t) => {
  let byName = 0;
  let byChoice = 0;
  const wrong: string[] = [];
  for (const municipality of all) {
    const { officeId, asked } = await officeOf(municipality);
    if (asked === 'name') byName++;
    else byChoice++;
    if (!officeId || districtsOfOffices.get(officeId) !== districtSlug(municipality)) wrong.push(`${municipality.name} (${municipality.district.name}): ${officeId ?? 'none'}`);
  }
  t.same(wrong, [], `${all.length} municipalities, each an office of its district: ${byName} found by their name, ${byChoice} chosen among municipalities of the same name`);
});
