/**
 * The most frequent searches: many distinct clients, found, corrected, the editors' choice, decaying counts; and where
 * search fails, by week, from the same counts (both stores).
 */
import t, { type Test } from 'tap';
import { failingCsv, failingOf, REPORT_WEEKS, weekDate, weekOf } from '../../server/search/failing.ts';
import { searchReport } from '../../server/search-report.ts';
import { FrequentSearches, MemoryFrequentStore, MIN_CLIENTS, networkOf, normalizeTerm, PostgresFrequentStore, WINDOW_DAYS, type FrequentChecks, type FrequentStore } from '../../server/search/frequent.ts';
import { startPostgres } from '../helpers/postgres.ts';
import { createTestDatabase, testDatabase } from '../helpers/search-engines.ts';

const DAY = 86_400_000;
const NONE = { pinned: [], blocked: [] };
/** Terms a search finds, in the words of the index (a typo corrected, diacritics restored); others are not corrected. */
const checks: FrequentChecks = {
  correct: async (term) => ({ 'prispevek na bydleni': 'příspěvek na bydlení', 'rekvalifkace': 'rekvalifikace', 'rekvalifikace': 'rekvalifikace', 'porodne': 'porodné', 'nic takoveho': 'nic takového' } as Record<string, string>)[term],
  finds: async (term) => term !== 'nic takového',
};

t.test('terms are normalised, networks grouped', async (t) => {
  t.equal(normalizeTerm('  Příspěvek   na\tBYDLENÍ '), 'prispevek na bydleni');
  t.equal(normalizeTerm('Пособие на жильё'), 'пособие на жилье');
  t.equal(networkOf('192.0.2.17'), '192.0.2');
  t.equal(networkOf('::ffff:192.0.2.200'), '192.0.2', 'an IPv4 address in IPv6 form is the same client');
  t.equal(networkOf('2001:db8:1:2::5'), '2001:db8:1');
  t.equal(networkOf('2001:0db8:0001:ffff::1'), '2001:db8:1');
});

async function storeSuite(t: Test, makeStore: () => Promise<FrequentStore>) {
  let now = Date.parse('2026-11-20T10:00:00Z');
  const clock = () => now;
  const searches = async (store: FrequentStore) => {
    const frequent = new FrequentSearches({ store, now: clock });
    return { frequent, top: () => frequent.top('cs', 8, checks, NONE) };
  };
  /** `count` clients each on a network of its own. */
  const clients = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `198.51.${from + i}.7`);

  t.test('shown only from MIN_CLIENTS distinct clients; one client or a few, however often, move nothing', async (t) => {
    const { frequent, top } = await searches(await makeStore());
    for (const address of clients(MIN_CLIENTS - 1)) await frequent.record('cs', 'Příspěvek na bydlení', address);
    t.same(await top(), [], 'one client short: not shown');
    await frequent.record('cs', 'prispevek  na bydleni', clients(1, 50)[0]!);
    now += 61_000;
    t.same(await top(), ['příspěvek na bydlení'], 'many clients, in any spelling: shown, with its diacritics');
    for (let i = 0; i < 500; i++) await frequent.record('cs', 'urážka', '203.0.113.9');
    for (let i = 0; i < 200; i++) for (const address of ['203.0.113.10', '203.0.113.11', '192.0.2.1', '192.0.2.2', '198.18.0.1']) await frequent.record('cs', 'konkurence', address);
    // Addresses of one /24 are one client however many there are.
    for (let i = 0; i < 50; i++) await frequent.record('cs', 'jedna síť', `203.0.113.${i}`);
    now += 61_000;
    t.same(await top(), ['příspěvek na bydlení'], 'one address, a few, one network: nothing moved');
  });

  t.test('only what finds something, shown corrected or not at all; the editors pin and block', async (t) => {
    const { frequent } = await searches(await makeStore());
    for (const term of ['rekvalifkace', 'nic takového', 'xq zzkw', 'porodne', 'co zde najdete']) {
      for (const address of clients(MIN_CLIENTS)) await frequent.record('cs', term, address);
    }
    const shown = await frequent.top('cs', 8, checks, NONE);
    t.same(shown.sort(), ['porodné', 'rekvalifikace'], 'the typo corrected; nothing found, or nothing to correct it to: not shown');
    t.same(await frequent.top('cs', 8, checks, { pinned: ['úřední hodiny', 'porodné'], blocked: ['rekvalifikace'] }), ['úřední hodiny', 'porodné'], 'pinned first, once; blocked never');
    t.same(await frequent.top('cs', 8, checks, { pinned: ['drzá urážka'], blocked: ['urážka'] }), ['porodné', 'rekvalifikace'].filter((term) => shown.includes(term)), 'a blocked word blocks every term holding it, pinned ones too');
    t.same(await frequent.top('en', 8, checks, NONE), [], 'per language');
  });

  t.test('nothing that may be personal data is counted', async (t) => {
    const { frequent } = await searches(await makeStore());
    for (const term of ['jan.novak@example.cz', '800101/1234', '+420 601 123 456']) {
      for (const address of clients(MIN_CLIENTS)) await frequent.record('cs', term, address);
    }
    t.same(await frequent.top('cs', 8, { correct: async (term) => term, finds: async () => true }, NONE), []);
  });

  t.test('counts decay: a spike of long ago leaves the list, recent searches rank first', async (t) => {
    const store = await makeStore();
    const { frequent } = await searches(store);
    for (const address of clients(MIN_CLIENTS * 3)) await frequent.record('cs', 'porodné', address);
    now += 20 * DAY;
    for (const address of clients(MIN_CLIENTS, 100)) await frequent.record('cs', 'prispevek na bydleni', address);
    const later = new FrequentSearches({ store, now: clock });
    t.same(await later.top('cs', 8, checks, NONE), ['příspěvek na bydlení', 'porodné'], 'thirty clients twenty days ago weigh less than ten today');
    now += (WINDOW_DAYS - 10) * DAY;
    await frequent.record('cs', 'prispevek na bydleni', '198.51.200.1');
    t.same(await new FrequentSearches({ store, now: clock }).top('cs', 8, checks, NONE), ['příspěvek na bydlení'], 'past the window: gone');
  });
  t.test('a search that found nothing is counted for the report, never for the list', async (t) => {
    const { frequent, top } = await searches(await makeStore());
    for (const address of clients(MIN_CLIENTS)) await frequent.record('cs', 'porodne', address, false);
    t.same(await top(), [], 'found nothing: not on the list');
    t.same((await frequent.weeks()).map(({ term, foundNothing }) => [term, foundNothing]), [['porodne', MIN_CLIENTS]], 'but in the report');
  });

  t.test('where search fails, by week: many clients or nothing, each client once a week', async (t) => {
    const store = await makeStore();
    // Sunday 2026-12-06, then Monday 2026-12-07: two weeks.
    now = Date.parse('2026-12-06T23:00:00Z');
    const { frequent } = await searches(store);
    const sunday = clients(MIN_CLIENTS - 1);
    for (const address of sunday) await frequent.record('cs', 'pohrebne', address, false);
    // A term with a comma and a spreadsheet's formula sign, found by many and clicked by none.
    for (const address of clients(MIN_CLIENTS, 100)) await frequent.record('en', '=sum, of money', address, true);
    for (let i = 0; i < 50; i++) await frequent.record('cs', 'jeden klient', '203.0.113.9', false);
    now = Date.parse('2026-12-07T06:00:00Z');
    // The same clients again on Monday, and one more: the new week holds all ten, the old nine.
    for (const address of [...sunday, clients(1, 60)[0]!]) await frequent.record('cs', 'pohrebne', address, false);
    for (const address of clients(MIN_CLIENTS + 2, 200)) await frequent.record('cs', 'prispevek na bydleni', address, true);
    for (const address of clients(3, 200)) await frequent.clicked('cs', 'prispevek na bydleni', address);
    for (const address of clients(MIN_CLIENTS, 150)) await frequent.record('cs', 'rekvalifikace', address, true);
    // Clicked twice, and searched again: one client, counted once.
    await frequent.clicked('cs', 'rekvalifikace', clients(1, 150)[0]!);
    await frequent.clicked('cs', 'rekvalifikace', clients(1, 150)[0]!);
    await frequent.record('cs', 'rekvalifikace', clients(1, 150)[0]!, true);

    const weeks = await frequent.weeks();
    const sundayWeek = weekOf(Math.floor(Date.parse('2026-12-06T00:00:00Z') / DAY));
    const mondayWeek = weekOf(Math.floor(Date.parse('2026-12-07T00:00:00Z') / DAY));
    t.same([weekDate(sundayWeek), weekDate(mondayWeek)], ['2026-11-30', '2026-12-07'], 'weeks start on Monday (UTC)');
    t.same(weeks, [
      { week: sundayWeek, lang: 'en', term: '=sum, of money', clients: MIN_CLIENTS, foundNothing: 0, clicked: 0 },
      { week: mondayWeek, lang: 'cs', term: 'prispevek na bydleni', clients: MIN_CLIENTS + 2, foundNothing: 0, clicked: 3 },
      { week: mondayWeek, lang: 'cs', term: 'pohrebne', clients: MIN_CLIENTS, foundNothing: MIN_CLIENTS, clicked: 0 },
      { week: mondayWeek, lang: 'cs', term: 'rekvalifikace', clients: MIN_CLIENTS, foundNothing: 0, clicked: 1 },
    ], "nine clients in a week are not read out, nor one client fifty times; Sunday's nine and Monday's ten are two weeks");

    t.same(failingOf(weeks).map(({ term, failure }) => [term, failure]), [['=sum, of money', 'unclicked'], ['pohrebne', 'nothing']], 'clicked by some: not failing');
    t.same((await frequent.thisWeek()).map(({ term }) => term), ['prispevek na bydleni', 'pohrebne', 'rekvalifikace'], 'this week alone');
    t.equal(await searchReport(frequent), failingCsv(failingOf(weeks)), 'the report is the failing weeks as CSV');

    now += (REPORT_WEEKS - 1) * 7 * DAY;
    await frequent.record('cs', 'novy tyden', '192.0.2.1');
    t.same((await new FrequentSearches({ store, now: clock }).weeks()).map(({ week }) => weekDate(week)), ['2026-12-07', '2026-12-07', '2026-12-07'], `${REPORT_WEEKS} weeks on: the oldest week forgotten, the next kept`);
    now += 7 * DAY;
    await frequent.record('cs', 'novy tyden', '192.0.2.1');
    t.same(await new FrequentSearches({ store, now: clock }).weeks(), [], 'then that one too');
  });
}

t.test('weeks and the report as CSV: a header, a failing term a row, quoted where it must, no formula', async (t) => {
  t.equal(weekOf(Math.floor(Date.parse('2026-12-13T23:59:59Z') / DAY)), weekOf(Math.floor(Date.parse('2026-12-07T00:00:00Z') / DAY)), 'Sunday is the week of its Monday');
  t.equal(weekDate(weekOf(0)), '1969-12-29', 'the first days of 1970 are in a week of 1969');
  const monday = weekOf(Math.floor(Date.parse('2026-12-07T00:00:00Z') / DAY));
  const csv = failingCsv(failingOf([
    { week: monday, lang: 'cs', term: 'pohrebne', clients: 12, foundNothing: 12, clicked: 0 },
    { week: monday, lang: 'en', term: '=sum, of "money"', clients: 10, foundNothing: 0, clicked: 0 },
    { week: monday, lang: 'uk', term: 'допомога', clients: 30, foundNothing: 0, clicked: 2 },
  ]));
  t.same(csv.split('\r\n'), [
    'week,language,query,visitors,found_nothing,clicked,failure',
    '2026-12-07,cs,pohrebne,12,12,0,nothing',
    `2026-12-07,en,"'=sum, of ""money""",10,0,0,unclicked`,
    '',
  ], 'a term clicked by some is no row');
  t.equal(failingCsv([]), 'week,language,query,visitors,found_nothing,clicked,failure\r\n', 'nothing failing: the header alone');
});

t.test('in memory', (t) => storeSuite(t, async () => new MemoryFrequentStore()));

t.test('in PostgreSQL, shared by processes', async (t) => {
  const postgres = await startPostgres(t);
  const url = await createTestDatabase(postgres);
  let first = true;
  await storeSuite(t, async () => {
    // A fresh database for each subtest but the first.
    const database = testDatabase(t, first ? url : await createTestDatabase(postgres));
    first = false;
    return new PostgresFrequentStore(database);
  });
  t.test('two processes count one client once and the others together', async (t) => {
    const url = await createTestDatabase(postgres);
    const [a, b] = [new FrequentSearches({ store: new PostgresFrequentStore(testDatabase(t, url)) }), new FrequentSearches({ store: new PostgresFrequentStore(testDatabase(t, url)) })];
    for (let i = 0; i < MIN_CLIENTS - 1; i++) await (i % 2 ? a : b).record('cs', 'porodné', `198.51.${i}.1`);
    await a.record('cs', 'porodné', '198.51.0.2');
    await b.record('cs', 'porodné', '198.51.1.3');
    t.same(await a.top('cs', 8, checks, NONE), [], 'the same client through either process is one client');
    await b.record('cs', 'porodné', '198.51.99.1');
    t.same(await new FrequentSearches({ store: new PostgresFrequentStore(testDatabase(t, url)) }).top('cs', 8, checks, NONE), ['porodné'], 'counted together');
  });
});
