import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { Odstavka, retryAfterS } from './server.ts';

t.test('a planned outage: the maintenance message, the window in Prague time, what is down', async (t) => {
  const html = renderExample(Odstavka, examples.planned!);
  t.match(html, /data-template="Odstavka"/);
  t.match(html, /Aplikace je právě v údržbě\. Zkuste to prosím později\./);
  t.match(html, /<time dateTime="2026-12-12T18:00:00\+01:00">12\. prosince 2026 v 18:00<\/time> – <time dateTime="2026-12-13T06:00:00\+01:00">13\. prosince 2026 v 6:00<\/time>/);
  t.match(html, /<li>Klientská zóna Jenda<\/li>/);
  const en = renderExample(Odstavka, examples.planned!, { locale: 'en' });
  t.match(en, /The application is currently under maintenance\. Please try again later\./);
});

t.test('wrong-typed fields are left out, the message stays', async (t) => {
  const html = renderExample(Odstavka, examples.broken!);
  t.match(html, /data-template="Odstavka"/);
  t.match(html, /Probíhá údržba/);
  t.notMatch(html, /outage__window/);
});

t.test('Retry-After counts down to the planned end, then falls back', async (t) => {
  const end = Date.parse('2026-12-13T06:00:00+01:00');
  t.equal(retryAfterS({ end: '2026-12-13T06:00:00+01:00', retryAfterSeconds: 600 }, end - 90_500), 91);
  t.equal(retryAfterS({ end: '2026-12-13T06:00:00+01:00', retryAfterSeconds: 600 }, end + 1), 600);
  t.equal(retryAfterS({}, end), 3600);
});
