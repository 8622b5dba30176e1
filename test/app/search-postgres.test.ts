/**
 * The portal with SEARCH_BACKEND=postgres: the public API answers from PostgreSQL, and a second portal process
 * finds the index the first one built (the engine suite itself runs in test/unit/search-engine-postgres.test.ts).
 */
import pg from 'pg';
import t from 'tap';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';
import { startPostgres } from '../helpers/postgres.ts';

type App = Awaited<ReturnType<typeof buildPortal>>;

/** Asks until the index answers (it is built in the background on the first search). */
async function whenReady(app: App) {
  for (let i = 0; i < 300; i++) {
    const res = await app.inject({ url: '/api/search?q=podpora' });
    if (res.statusCode !== 503) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the search index was not built within 30 s');
}

const postgres = await startPostgres(t);
// Building the index into PostgreSQL takes some seconds of polling: more than the default rate limit allows.
const env = { SEARCH_BACKEND: 'postgres', DATABASE_URL: postgres.url, SEARCH_RATE_PER_MINUTE: '10000' };

t.test('the public API answers from PostgreSQL, with the same shape and escaping', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { ...env, DATA_DIR: t.testdir() } });
  await whenReady(app);
  const res = await app.inject({ url: '/api/search?q=prispevek%20na%20bydleni' });
  t.equal(res.statusCode, 200);
  const body = res.json();
  t.equal(body.items[0]?.url, '/prispevek-na-bydleni', 'without diacritics it finds the page with them');
  t.match(body.items[0], { title: String, url: String, snippet: String, type: String });
  t.ok(body.facets.type.Sluzba >= 1, 'with facets');
  const podcast = (await app.inject({ url: '/api/search?q=podcsst' })).json();
  t.equal(podcast.suggestion, 'podcast', 'did you mean');

  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  t.teardown(() => db.end());
  const { rows } = await db.query('SELECT count(*)::int AS n FROM portal_search.search_documents');
  t.ok(rows[0].n > 100, `the documents are in PostgreSQL (${rows[0].n})`);
});

t.test('another portal process searches the same index, and takes out what the CMS removed while none ran', async (t) => {
  // A page the CMS no longer lists, left in the index as if it had been removed while no portal was running.
  const db = new pg.Client({ connectionString: postgres.url, options: '-c search_path=portal_search,public' });
  await db.connect();
  t.teardown(() => db.end());
  await db.query(`INSERT INTO search_documents (id, lang, web_id, url, title, description, body, type, date, categories, regions, title_words, tsv)
    SELECT 'zruseno', 'en', web_id, '/en/cancelled', 'Cancelled allowance', '', 'Housing allowance no more', 'Sluzba', NULL, '{}', '{}', 2,
           search_vector('en', 'Cancelled allowance housing')
    FROM search_documents WHERE url = '/en/housing-allowance'`);

  const other = await buildPortal(t, { contentDir: SAMPLE_CONTENT, env: { ...env, DATA_DIR: t.testdir() } });
  await whenReady(other);
  const english = (await other.inject({ url: '/api/search?q=housing%20allowance&lang=en' })).json();
  t.equal(english.items[0]?.url, '/en/housing-allowance');
  t.notOk(english.items.some((item: { url: string }) => item.url === '/en/cancelled'), 'the leftover is gone from the results');
  t.equal((await db.query(`SELECT count(*)::int AS n FROM search_documents WHERE id = 'zruseno'`)).rows[0].n, 0, 'and from the table');
});
