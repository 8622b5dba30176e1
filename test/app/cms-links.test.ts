/**
 * Link and redirect targets from the CMS are checked as a browser reads them (shared/urls.ts): a Presmerovani item
 * whose target hides another site behind a tab, or holds a newline, is refused when its data is read (logged, the
 * link dropped) rather than answered as a 301 off-site or a raw 500.
 */
import t from 'tap';
import { contentWith, czechPage } from '../helpers/content-dir.ts';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { attrsOf, dom, linksTo } from '../helpers/dom.ts';
import { buildTestPortal, captureLogs } from '../helpers/portal.ts';

t.test('redirect targets with a tab or a newline: no redirect off-site, no 500; logged and dropped', async (t) => {
  const dir = await contentWith(t, [
    czechPage('9201', 'Presmerovani', '/presmerovani-tab', { target: { label: 'Jinam', url: '/\t/evil.tld' } }),
    czechPage('9202', 'Presmerovani', '/presmerovani-radek', { target: { label: 'Jinam', url: '/o-nas\r\nSet-Cookie: x=1' } }),
    czechPage('9203', 'Presmerovani', '/presmerovani-spravne', { target: { label: 'O nás', url: '/o-nas' } }),
    czechPage('9204', 'BeznaStranka', '/odkazy', { body: '<p><a href="/&#9;/evil.tld">ven</a> <a href="/o-nas">O nás</a></p>' }),
  ]);
  const { lines, logger } = captureLogs('warn');
  const { app } = await buildTestPortal(t, { contentDir: dir, logger });

  for (const url of ['/presmerovani-tab', '/presmerovani-radek']) {
    const res = await app.inject({ url });
    t.not(res.statusCode, 301, `${url}: not a redirect`);
    t.ok(res.statusCode < 500, `${url}: no server error (${res.statusCode})`);
    t.notOk(res.headers.location, `${url}: no Location`);
    t.notMatch(res.body, /evil\.tld|Set-Cookie/, `${url}: the target is nowhere on the page`);
    t.ok(res.headers['content-security-policy'], `${url}: the security headers`);
  }
  for (const id of ['9201', '9202']) {
    const logged = lines.find((line) => line.contentId === id && /does not fit/.test(String(line.msg)));
    t.ok(logged, `item ${id}: the refusal is logged`);
  }
  const fine = await app.inject({ url: '/presmerovani-spravne' });
  t.equal(fine.statusCode, 301, 'a portal path still redirects');
  t.equal(fine.headers.location, '/o-nas');

  const page = await app.inject({ url: '/odkazy' });
  t.equal(page.statusCode, 200);
  const $ = dom(page.body);
  t.same(attrsOf($, 'a[href]', 'href').filter((href) => /^\/\s/.test(href ?? '')), [], 'a rich-text link off-site in disguise loses its href');
  t.ok(linksTo($, '/o-nas', 'O nás'), 'a portal link stays');
});

t.test("a translation's friendly URL with a newline: the Czech page is offered, no redirect and no 500", async (t) => {
  const fake = await startFakeCms(t);
  const { app } = await buildTestPortal(t, { cmsUrl: fake.url });
  fake.fault = { kind: 'edit', edit: (body) => body.replace('"friendlyURLs":{"cs-CZ":"/o-nas"}', '"friendlyURLs":{"cs-CZ":"/o-nas","en-GB":"/about\\r\\nSet-Cookie: x=1"}') };
  const res = await app.inject({ url: '/en/o-nas' });
  t.equal(res.statusCode, 200, 'the page in Czech only, as for any page not translated');
  t.notOk(res.headers.location);
  t.notOk(res.headers['set-cookie']);
});
