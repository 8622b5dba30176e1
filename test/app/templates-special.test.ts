/**
 * Pages that answer other than 200 (docs/product.md §2): a redirect item and a planned outage, on the sample content.
 */
import t from 'tap';
import { dom, metaOf, templateOf, textOf } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';
import { sampleStatus } from '../helpers/sample-pages.ts';

t.test('redirects and outages answer with their own status', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

  const inside = await app.inject({ url: '/superdavka' });
  t.equal(inside.statusCode, 301, 'a redirect within the portal');
  t.equal(inside.headers.location, '/davka-statni-socialni-pomoci');
  t.match(inside.headers['cache-control'], /^public/);
  const data = await app.inject({ url: '/superdavka/_payload.json' });
  t.equal(data.statusCode, 301, 'client navigation meets the same redirect and loads the page in full');

  for (const url of ['/volna-mista', '/en/vacancies']) {
    const out = await app.inject({ url });
    t.equal(out.statusCode, 200, url);
    const $ = dom(out.body);
    t.equal(templateOf($), 'Presmerovani');
    const onward = $('main a[href="https://jobs.gov.cz"]');
    t.same([onward.attr('class'), onward.attr('rel')], ['portal-button', 'noopener'], `${url}: the way out, a button`);
    t.equal(metaOf($, 'robots'), 'noindex');
  }

  // The sample outage in whichever phase it is now (test/app/outage.test.ts walks through all three).
  const outage = await app.inject({ url: '/planovana-odstavka' });
  t.equal(outage.statusCode, sampleStatus('Odstavka'));
  const $outage = dom(outage.body);
  t.equal(templateOf($outage), 'Odstavka');
  if (outage.statusCode === 503) {
    t.match(textOf($outage('body')), 'Aplikace je právě v údržbě. Zkuste to prosím později.');
    t.equal(outage.headers['cache-control'], 'no-store');
    const wait = Number(outage.headers['retry-after']);
    t.ok(Number.isInteger(wait) && wait > 0, `Retry-After is a number of seconds: ${outage.headers['retry-after']}`);
  } else {
    t.notOk(outage.headers['retry-after'], 'no Retry-After before or after it');
    t.notMatch(textOf($outage('body')), 'Aplikace je právě v údržbě.');
  }
});
