/**
 * The events group's templates on the real sample content: each sample page renders with its template in Czech
 * and another language, and its `_payload.json` carries the same page as the HTML.
 */
import t from 'tap';
import { payloadUrl, type PagePayload } from '../../shared/page.ts';
import { fileSize } from '../../ui/Documents.tsx';
import { embeddedPayload } from '../helpers/html.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

t.test('the events group renders the sample content', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

  /** The page's HTML, after checking its status, template and that its page data agree with the HTML's. */
  async function page(url: string, template: string): Promise<{ html: string; payload: PagePayload }> {
    const response = await app.inject({ url });
    t.equal(response.statusCode, 200, `${url}: 200`);
    t.match(response.body, `data-template="${template}"`, `${url}: ${template}`);
    const embedded = embeddedPayload(response.body);
    const [path = url, search = ''] = url.split('?');
    const data = await app.inject({ url: payloadUrl(path, search, embedded.buildId) });
    t.equal(data.statusCode, 200, `${url}: page data 200`);
    const payload = data.json<PagePayload>();
    t.same(payload.view, embedded.view, `${url}: the page data agree with the HTML`);
    return { html: response.body, payload };
  }

  await t.test('events and conferences', async (t) => {
    const past = await page('/kalendar-akci/konference-trh-prace-2026', 'Konference');
    t.match(past.html, 'Konference Trh práce 2026');
    t.match(past.html, 'Akce již proběhla.', 'a past conference says so (decided on the server)');
    t.match(past.html, 'href="/feeds/events/1708.ics"');
    const ics = await app.inject({ url: '/feeds/events/1708.ics' });
    t.equal(ics.statusCode, 200, 'the calendar link the page shows answers');
    t.match(ics.body, 'BEGIN:VEVENT');
    t.match(past.html, '"@type":"Event"');

    const english = await page('/en/events/information-day-temporary-protection-2026', 'UpCzZaznamKalendare');
    t.match(english.html, 'Information day for holders of temporary protection');
    t.match(english.html, 'This event has already taken place.');
    t.match(english.html, 'href="/en/feeds/events/1701.ics"');
    t.equal((await app.inject({ url: '/en/feeds/events/1701.ics' })).statusCode, 200);

    const coming = await page('/en/events/carers-at-work-2027', 'Konference');
    t.match(coming.html, '<h3 id="event-programme-2027-03-25">');
  });

  await t.test('civil-service posts and jobs', async (t) => {
    const post = await page('/kariera/pravnik-odvolaci-oddeleni-ostrava-2026', 'UpCzSluzebniMisto');
    t.match(post.html, 'VŘ-OV-2026/1255');
    t.match(post.html, 'personalni.ov@uradprace.cz');
    t.match(post.html, '"@type":"JobPosting"');

    const closed = await page('/en/careers/it-support-specialist-prague-2026', 'PracovniMisto');
    t.match(closed.html, 'The deadline for applications has passed; this post is closed.', 'decided on the server: the deadline was 15 September 2026');
    t.same(closed.payload.view.kind === 'content' && closed.payload.view.data, { closed: true });
  });

  await t.test('public notices of the official board', async (t) => {
    const past = await page('/uredni-deska/doruceni-pisemnosti-karvina-2026-10', 'UpCzVerejnaVyhlaska');
    t.match(past.html, 'Sejmuto z úřední desky dne 16. října 2026.', 'decided on the server: posted until 16 October 2026');
    const english = await page('/en/official-notice-board/unpaid-wages-strojirny-vzor-2026', 'UpCzVerejnaVyhlaska');
    t.match(english.html, 'Notice on claiming unpaid wages');
    t.match(english.html, 'Posted on');
  });

  await t.test('information leaflets', async (t) => {
    const czech = await page('/letaky/pecujete-o-blizkeho', 'UpCzInformacniLetak');
    t.match(czech.html, 'href="/cms/documents/4706/letak-pecujete-o-blizkeho.pdf" hrefLang="cs-CZ"');
    t.match(czech.html, '<a href="/prispevek-na-peci"', 'the service is loaded by its Ref');
    const file = await app.inject({ method: 'HEAD', url: '/cms/documents/4706/letak-pecujete-o-blizkeho.pdf' });
    t.equal(file.statusCode, 200);
    t.match(czech.html, `čeština, PDF, ${fileSize(Number(file.headers['content-length']), 'cs')})`, 'the size shown is that of the file');
    const english = await page('/en/leaflets/working-with-temporary-protection', 'UpCzInformacniLetak');
    t.match(english.html, '(Ukrainian, PDF');
    t.match(english.html, '<a href="/en/employing-foreign-nationals"');
  });

  await t.test('document lists: collective agreements sorted as asked, an unknown order ignored with a note', async (t) => {
    const newest = await page('/kolektivni-smlouvy', 'SeznamDokumentu');
    t.match(newest.html, '<dt>Evidenční číslo</dt><dd>KSVS-2026/007</dd>');
    t.match(newest.html, 'Adresa pro doručování');
    t.ok(newest.html.indexOf('ksvs-silnicni-doprava-2026.pdf') < newest.html.indexOf('ksvs-zdravotnictvi-2026.pdf'), 'newest first by default');
    const byTitle = await page('/kolektivni-smlouvy?sort=title:desc', 'SeznamDokumentu');
    t.ok(byTitle.html.indexOf('ksvs-zdravotnictvi-2026.pdf') < byTitle.html.indexOf('ksvs-silnicni-doprava-2026.pdf'), 'Z–A as asked');
    t.match(byTitle.html, '<option value="title:desc" selected="">');
    const unknown = await page('/kolektivni-smlouvy?sort=size:asc', 'SeznamDokumentu');
    t.match(unknown.html, 'Požadované řazení není k dispozici');
    const english = await page('/en/collective-agreements', 'SeznamDokumentu');
    t.match(english.html, '<dt>Registration number</dt>');
    const leaflets = await page('/informacni-materialy', 'SeznamDokumentu');
    t.match(leaflets.html, '<table class="document-table">');
    t.match(leaflets.html, 'hrefLang="uk-UA"');
  });

  await t.test('the podcast and its /dev preview', async (t) => {
    const czech = await page('/podcast', 'Podcast');
    t.match(czech.html, '<audio controls="" preload="none"');
    t.match(czech.html, '<source src="/cms/documents/4903/podcast-03-pece-o-blizkeho.mp3" type="audio/mpeg"/>');
    t.ok(czech.html.indexOf('episode-dil-3') < czech.html.indexOf('episode-dil-1'), 'newest first');
    const english = await page('/en/podcast', 'Podcast');
    t.match(english.html, '<summary>Transcript</summary>');
    for (const url of ['/dev/podcast', '/en/dev/podcast', '/dev/podcast?example=english']) {
      const preview = await app.inject({ url });
      t.equal(preview.statusCode, 200, `${url}: 200`);
      t.match(preview.body, 'data-template="Podcast"', url);
    }
  });
});
