import fc from 'fast-check';
import t from 'tap';
import { asBrowserReads, isInAppPath, isPortalPath, isSafeLinkTarget } from '../../shared/urls.ts';

const PORTAL = 'https://portal.example';

t.test('isInAppPath: the portal pages of every language, not its own routes, files or other sites', async (t) => {
  for (const href of ['/', '/en', '/prispevek-na-bydleni', '/en/housing-allowance?x=1#part', '/ua/dopomoha-na-zhytlo', '/english-lessons']) t.ok(isInAppPath(href), href);
  for (const href of ['/auth/login', '/en/auth/login?redirect=%2Fen', '/ua/auth/logout', '/api/search?q=abc', '/assets/client.js', '/cms/documents/1/a.pdf', '/builds/latest.json', '/formular.pdf', '//example.com/', '/\\example.com', 'https://example.com/', 'mailto:a@b.cz']) t.notOk(isInAppPath(href), href);
});

t.test('paths are checked as a browser reads them: tabs and newlines removed, ends trimmed (WHATWG URL)', async (t) => {
  t.equal(asBrowserReads('/\t/evil.tld'), '//evil.tld');
  t.equal(asBrowserReads(' \x01/a\nb\r '), '/ab');
  for (const href of ['/\t/evil.tld', '/\n/evil.tld', '/\r\n/evil.tld', '\t//evil.tld', '/\t\\evil.tld', ' //evil.tld', '/.//evil.tld', '/%09/x'.replace('%09', '\t') + '/']) {
    t.notOk(isPortalPath(href), `not a portal path: ${JSON.stringify(href)}`);
    t.notOk(isSafeLinkTarget(href), `no link target: ${JSON.stringify(href)}`);
    t.notOk(isInAppPath(href), `no client link: ${JSON.stringify(href)}`);
  }
  for (const href of ['/a\tb', '/x\ny', 'https://example.com/\tx', '/ok\x00']) t.notOk(isSafeLinkTarget(href), `a control character: ${JSON.stringify(href)}`);
  for (const href of ['/', '/a/b?c=d#e', '/%2F%2Fstays-a-path', 'https://example.com/', 'mailto:a@b.cz', 'tel:+420800']) t.ok(isSafeLinkTarget(href), href);
});

t.test('property: what passes as a portal path leads a browser to the portal, whatever tabs, newlines and slashes it holds', async () => {
  const tricky = fc.string({ unit: fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '.', ':', '@', '?', '#', '%', '0', '9', 'a', 'e', 'v', 'l'), maxLength: 20 });
  fc.assert(
    fc.property(fc.oneof(tricky, fc.string({ unit: 'binary-ascii' })), (href) => {
      if (!isPortalPath(href)) return true;
      // What a browser on a page of the portal does with the link: the WHATWG parser, which Node's URL implements.
      const target = new URL(href, `${PORTAL}/some/page`);
      return target.origin === PORTAL && !target.pathname.startsWith('//');
    }),
    { numRuns: 5000 },
  );
});
