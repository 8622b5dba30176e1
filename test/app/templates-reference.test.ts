/** The reference group's templates on the real sample content, in Czech and another language. */
import t from 'tap';
import { embeddedPayload } from '../helpers/html.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

t.test('information provided on request, another portal, an application page', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const pages: [string, string, string][] = [
    ['/vyzadane-informace/delka-rizeni-o-prispevku-na-peci-2025', 'VyzadanaInformace', 'UPCR-GR-15004/2026'],
    ['/portaly/eures', 'DalsiPortal', 'Přejít na eures.europa.eu'],
    ['/klientska-zona-jenda', 'Aplikace', 'bankovní identitou'],
    ['/en/booking-an-appointment', 'Aplikace', 'You do not need to sign in.'],
  ];
  for (const [url, key, text] of pages) {
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    t.match(res.body, `data-template="${key}"`, url);
    t.match(res.body, text, url);
    const payload = embeddedPayload(res.body);
    const json = await app.inject({ url: `${url}/_payload.json?${payload.buildId}` });
    t.same(json.json(), payload, `${url}: the page data agrees`);
  }
});
