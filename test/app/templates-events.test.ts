/**
 * The events group's templates on the real sample content: each sample page renders with its template in Czech
 * and another language, and its `_payload.json` carries the same page as the HTML.
 */
import t from 'tap';
import { formatShortDate } from '../../shared/i18n.ts';
import { payloadUrl, type PagePayload } from '../../shared/page.ts';
import { fileSize } from '../../ui/Documents.tsx';
import { attrsOf, dom, jsonLdBlocks, templateOf, textOf, textsOf, type CheerioAPI } from '../helpers/dom.ts';
import { embeddedPayload } from '../helpers/html.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

t.test('the events group renders the sample content', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

  /** The page's HTML, after checking its status, template and that its page data agree with the HTML's. */
  async function page(url: string, template: string): Promise<{ $: CheerioAPI; payload: PagePayload }> {
    const response = await app.inject({ url });
    t.equal(response.statusCode, 200, `${url}: 200`);
    const $ = dom(response.body);
    t.equal(templateOf($), template, `${url}: ${template}`);
    const embedded = embeddedPayload(response.body);
    const [path = url, search = ''] = url.split('?');
    const data = await app.inject({ url: payloadUrl(path, search, embedded.buildId) });
    t.equal(data.statusCode, 200, `${url}: page data 200`);
    const payload = data.json<PagePayload>();
    t.same(payload.view, embedded.view, `${url}: the page data agree with the HTML`);
    return { $, payload };
  }

  /** The text a reader hears on the page. */
  const spoken = ($: CheerioAPI) => textOf($('body'));
  const hrefs = ($: CheerioAPI) => attrsOf($, 'a', 'href');
  const types = ($: CheerioAPI) => jsonLdBlocks($).map((data) => data['@type']);

  await t.test('events and conferences', async (t) => {
    const past = await page('/kalendar-akci/konference-trh-prace-2026', 'Konference');
    t.match(spoken(past.$), 'Konference Trh práce 2026');
    t.match(spoken(past.$), 'Akce již proběhla.', 'a past conference says so (decided on the server)');
    t.ok(hrefs(past.$).includes('/feeds/events/1708.ics'), 'the event for a calendar');
    const ics = await app.inject({ url: '/feeds/events/1708.ics' });
    t.equal(ics.statusCode, 200, 'the calendar link the page shows answers');
    t.match(ics.body, 'BEGIN:VEVENT');
    t.ok(types(past.$).includes('Event'), 'Event structured data');

    const english = await page('/en/events/information-day-temporary-protection-2026', 'UpCzZaznamKalendare');
    t.match(spoken(english.$), 'Information day for holders of temporary protection');
    t.match(spoken(english.$), 'This event has already taken place.');
    t.ok(hrefs(english.$).includes('/en/feeds/events/1701.ics'));
    t.equal((await app.inject({ url: '/en/feeds/events/1701.ics' })).statusCode, 200);

    const coming = await page('/en/events/carers-at-work-2027', 'Konference');
    t.equal(coming.$('h3#event-programme-2027-03-25').length, 1, 'the programme by day');
  });

  await t.test('civil-service posts and jobs', async (t) => {
    const post = await page('/kariera/pravnik-odvolaci-oddeleni-ostrava-2026', 'UpCzSluzebniMisto');
    t.match(spoken(post.$), 'VŘ-OV-2026/1255');
    t.match(spoken(post.$), 'personalni.ov@uradprace.cz');
    t.ok(types(post.$).includes('JobPosting'), 'JobPosting structured data');

    const closed = await page('/en/careers/it-support-specialist-prague-2026', 'PracovniMisto');
    t.match(spoken(closed.$), 'The deadline for applications has passed; this post is closed.', 'decided on the server: the deadline was 15 September 2026');
    t.same(closed.payload.view.kind === 'content' && closed.payload.view.data, { closed: true });
  });

  await t.test('public notices of the official board', async (t) => {
    const past = await page('/uredni-deska/doruceni-pisemnosti-karvina-2026-10', 'UpCzVerejnaVyhlaska');
    t.match(spoken(past.$), 'Sejmuto z úřední desky dne 16. října 2026.', 'decided on the server: posted until 16 October 2026');
    const english = await page('/en/official-notice-board/unpaid-wages-strojirny-vzor-2026', 'UpCzVerejnaVyhlaska');
    t.match(spoken(english.$), 'Notice on claiming unpaid wages');
    t.match(spoken(english.$), 'Posted on');
  });

  await t.test('information leaflets', async (t) => {
    const czech = await page('/letaky/pecujete-o-blizkeho', 'UpCzInformacniLetak');
    t.equal(czech.$('a[href="/cms/documents/4706/letak-pecujete-o-blizkeho.pdf"]').attr('hreflang'), 'cs-CZ', 'the leaflet, its language named');
    t.ok(hrefs(czech.$).includes('/prispevek-na-peci'), 'the service is loaded by its Ref');
    const file = await app.inject({ method: 'HEAD', url: '/cms/documents/4706/letak-pecujete-o-blizkeho.pdf' });
    t.equal(file.statusCode, 200);
    t.match(spoken(czech.$), `čeština, PDF, ${fileSize(Number(file.headers['content-length']), 'cs')})`, 'the size shown is that of the file');
    const english = await page('/en/leaflets/working-with-temporary-protection', 'UpCzInformacniLetak');
    t.match(spoken(english.$), '(Ukrainian, PDF');
    t.ok(hrefs(english.$).includes('/en/employing-foreign-nationals'));
    for (const [url, tag] of [['/ua/lystivky/robota-z-tymchasovym-zakhystom', 'uk-UA'], ['/ru/listovki/rabota-s-vremennoy-zashchitoy', 'ru-RU'], ['/en/leaflets/working-with-temporary-protection', 'en-GB']] as const) {
      const { $ } = await page(url, 'UpCzInformacniLetak');
      const links = $('#leaflet-files-heading').nextAll().find('a[href^="/cms/documents/"][hreflang]').toArray().map((link) => ({ language: link.attribs.hreflang, text: textOf($(link)) }));
      t.equal(links.length, 4, `${url}: four language versions`);
      t.equal(links[0]!.language, tag, `${url}: the page's language first`);
      for (const link of links) t.notMatch(link.text, /Leták|česky|ukrajinsky|rusky|anglicky/, `${url}: named in the page's language, not Czech: ${link.text}`);
    }
  });

  await t.test('document lists: collective agreements sorted as asked, an unknown order ignored with a note', async (t) => {
    const newest = await page('/kolektivni-smlouvy', 'SeznamDokumentu');
    t.ok(newest.$('dt').toArray().some((dt) => textOf(newest.$(dt)) === 'Evidenční číslo' && textOf(newest.$(dt).next('dd')) === 'KSVS-2026/007'), 'the registration number, described');
    t.match(spoken(newest.$), 'Adresa pro doručování');
    /** The agreements' files in the order listed. */
    const files = ($: CheerioAPI) => hrefs($).filter((href) => /ksvs-(silnicni-doprava|zdravotnictvi)-2026\.pdf$/.test(href ?? '')).map((href) => href!.split('/').at(-1));
    t.same([...new Set(files(newest.$))], ['ksvs-silnicni-doprava-2026.pdf', 'ksvs-zdravotnictvi-2026.pdf'], 'newest first by default');
    const byTitle = await page('/kolektivni-smlouvy?sort=title:desc', 'SeznamDokumentu');
    t.same([...new Set(files(byTitle.$))], ['ksvs-zdravotnictvi-2026.pdf', 'ksvs-silnicni-doprava-2026.pdf'], 'Z–A as asked');
    t.equal(byTitle.$('option[selected]').attr('value'), 'title:desc');
    const unknown = await page('/kolektivni-smlouvy?sort=size:asc', 'SeznamDokumentu');
    t.match(spoken(unknown.$), 'Požadované řazení není k dispozici');
    const english = await page('/en/collective-agreements', 'SeznamDokumentu');
    t.ok(textsOf(english.$, 'dt').includes('Registration number'));
    const leaflets = await page('/informacni-materialy', 'SeznamDokumentu');
    t.equal(leaflets.$('table.document-table').length, 1, 'the documents in a table');
    t.ok(attrsOf(leaflets.$, 'a[hreflang]', 'hreflang').includes('uk-UA'), 'a file in Ukrainian, so named');
  });

  await t.test('the podcast and its /dev preview', async (t) => {
    const czech = await page('/podcast', 'Podcast');
    const players = czech.$('audio').toArray();
    t.ok(players.length > 0 && players.every((audio) => audio.attribs.controls !== undefined && audio.attribs.preload === 'none'), 'players with controls, nothing loaded before asked');
    t.equal(czech.$('source[src="/cms/documents/4903/podcast-03-pece-o-blizkeho.mp3"]').attr('type'), 'audio/mpeg');
    const episodes = attrsOf(czech.$, '[id^="episode-dil-"]', 'id');
    t.ok(episodes.indexOf('episode-dil-3') >= 0 && episodes.indexOf('episode-dil-3') < episodes.indexOf('episode-dil-1'), 'newest first');
    const english = await page('/en/podcast', 'Podcast');
    t.ok(textsOf(english.$, 'summary').includes('Transcript'));
    for (const url of ['/dev/podcast', '/en/dev/podcast', '/dev/podcast?example=english']) {
      const preview = await app.inject({ url });
      t.equal(preview.statusCode, 200, `${url}: 200`);
      t.equal(templateOf(dom(preview.body)), 'Podcast', url);
    }
  });
});

/** Events whose dates lie around now, each announced at a time that would put it elsewhere if lists sorted by it. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The start of the event five days ahead: 10:00 UTC that day (11:00 or 12:00 in Prague), so its two hours never
 * cross midnight in Prague whenever the test runs, and it is shown as one day.
 */
function soonStart(now: number): number {
  const day = new Date(now + 5 * DAY_MS);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10);
}

function eventsContent(now: number) {
  const day = DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  const web = { id: 'up', name: { 'cs-CZ': 'ÚP' }, defaultLanguage: 'cs-CZ', friendlyURL: '/up' };
  const item = (id: string, structure: string, name: string, url: string, data: object, displayAt?: number) =>
    JSON.stringify({ id, structure, ...(displayAt === undefined ? {} : { displayAt: iso(displayAt) }), translations: { 'cs-CZ': { name, friendlyURL: url, data } } });
  const event = (id: string, name: string, start: number, end: number, announced: number) =>
    item(id, 'UpCzZaznamKalendare', name, `/akce/${id}`, { start: iso(start), end: iso(end), place: { name: 'Sál' } }, announced);
  return {
    webs: { 'up.json': JSON.stringify(web) },
    up: {
      pages: {
        'config-up.json': item('9', 'Default', 'config-up', '/config-up', { home: '/uvod' }),
        'uvod.json': item('1', 'UpCzHlavniStranka', 'Úvod', '/uvod', { eventsTeaser: { title: 'Připravované akce', pageSize: 3 } }),
        'kalendar.json': item('2', 'Seznam', 'Kalendář akcí', '/kalendar-akci', { list: { structureKeys: ['UpCzZaznamKalendare'], filters: ['year'], sort: 'displayAt:desc', sortOptions: ['displayAt:desc', 'displayAt:asc'] } }),
        'past.json': event('past', 'Proběhlý veletrh', now - 40 * day, now - 40 * day + 3 * 3600_000, now - 5 * day),
        'soon.json': event('soon', 'Brzký seminář', soonStart(now), soonStart(now) + 2 * 3600_000, now - 60 * day),
        'later.json': event('later', 'Pozdní konference', now + 400 * day, now + 401 * day, now - 1 * day),
        'ongoing.json': event('ongoing', 'Probíhající týden', now - 1 * day, now + 1 * day, now - 30 * day),
      },
    },
  };
}

t.test('events are listed by their own dates everywhere: upcoming first, soonest first, past ones apart', async (t) => {
  const now = Date.now();
  const app = await buildPortal(t, { contentDir: t.testdir(eventsContent(now)) });

  const list = await app.inject({ url: '/kalendar-akci' });
  t.equal(list.statusCode, 200);
  const $list = dom(list.body);
  t.same(attrsOf($list, '#list-section-upcoming, #list-section-past', 'id'), ['list-section-upcoming', 'list-section-past'], 'an upcoming section, then a past one');
  t.same(textsOf($list, 'h2#list-section-upcoming, h2#list-section-past'), ['Připravované akce', 'Proběhlé akce']);
  /** The events listed: each a linked small heading. */
  const eventTitles = ($: CheerioAPI, within = 'body') => textsOf($, `${within} h3[class="h4"] > a[href]`);
  const titles = eventTitles($list);
  t.same(titles, ['Probíhající týden', 'Brzký seminář', 'Pozdní konference', 'Proběhlý veletrh'], 'an event under way counts as upcoming');
  const soon = new Date(soonStart(now)).toISOString();
  t.equal(textOf($list(`time[datetime="${soon}"]`)), formatShortDate(soon, 'cs'), 'dated by when it takes place, in the short form');
  t.equal($list('[name="sort"]').length, 0, 'no sort to choose: events come in the order of their dates');
  const itemList = jsonLdBlocks($list).find((data) => data['@type'] === 'ItemList') as unknown as {
    itemListElement: { item: { name: string; startDate: string } }[];
  };
  t.same(itemList.itemListElement.map(({ item }) => item.name), titles, 'the JSON-LD lists the same events');
  t.equal(itemList.itemListElement[1]!.item.startDate, soon);
  const laterYear = new Date(now + 400 * 24 * 3600_000).getFullYear();
  const inLaterYear = await app.inject({ url: `/kalendar-akci?year=${laterYear}` });
  t.same(eventTitles(dom(inLaterYear.body)), ['Pozdní konference'], 'the year is the year it takes place');

  const $home = dom((await app.inject({ url: '/' })).body);
  t.equal(textOf($home('h2#home-events')), 'Připravované akce');
  t.same(eventTitles($home, '[aria-labelledby="home-events"]'), ['Probíhající týden', 'Brzký seminář', 'Pozdní konference'], 'the home page: the next three');

  const calendar = await app.inject({ url: '/feeds/events.ics' });
  const summaries = [...calendar.body.matchAll(/^SUMMARY:(.*)$/gm)].map((match) => match[1]!.trim());
  t.same(summaries, ['Proběhlý veletrh', 'Probíhající týden', 'Brzký seminář', 'Pozdní konference'], 'the calendar in the order of the events');
});
