/**
 * The request's way through the hooks and the one response path (README "Architecture"), and the defects found
 * when the portal was probed with hostile input: each test here failed before its fix.
 */
import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { Suspense, use, createElement } from 'react';
import t from 'tap';
import { defineTemplate } from '../../templates/module.ts';
import { serverTemplates } from '../../templates/server-registry.ts';
import { dom, metaOf, textOf, textsOf } from '../helpers/dom.ts';
import { embeddedPayload } from '../helpers/html.ts';
import { buildPortal, captureLogs } from '../helpers/portal.ts';

t.test('a cookie set in a hook reaches the visitor on every kind of answer', async (t) => {
  const app = await buildPortal(t);
  app.addHook('onRequest', async (_request, reply) => {
    reply.setCookie('probe', 'set-in-a-hook', { path: '/' });
  });
  const build = embeddedPayload((await app.inject({ url: '/o-nas' })).body).buildId;
  const cases = [
    { url: '/o-nas', status: 200, what: 'an HTML page' },
    { url: '/neexistuje', status: 404, what: 'a 404 page' },
    { url: `/o-nas/_payload.json?${build}`, status: 200, what: 'page data' },
    { url: '/o-nas/', status: 301, what: 'a redirect' },
    { url: '/error/500', status: 500, what: 'a 500 page' },
    { url: '/o-nas', status: 200, what: 'a page sent uncompressed', headers: { 'accept-encoding': 'identity' } },
  ];
  for (const c of cases) {
    const res = await app.inject({ url: c.url, headers: c.headers });
    t.equal(res.statusCode, c.status, c.what);
    t.match(res.headers['set-cookie'], /probe=set-in-a-hook/, `${c.what}: the cookie`);
  }
});

t.test('pages and page data are compressed where asked, with Vary, byte for byte the answer sent uncompressed', async (t) => {
  const app = await buildPortal(t);
  const build = embeddedPayload((await app.inject({ url: '/o-nas' })).body).buildId;
  for (const url of ['/o-nas', '/prispevek-na-bydleni', `/prispevek-na-bydleni/_payload.json?${build}`]) {
    const plain = await app.inject({ url });
    t.equal(plain.headers['content-encoding'], undefined, `${url}: uncompressed without Accept-Encoding`);
    for (const encoding of ['br', 'gzip'] as const) {
      // Twice: page data is compressed once and then answered from what was kept.
      for (const time of ['first', 'again']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        t.equal(res.headers['content-encoding'], encoding, `${url} ${encoding} ${time}`);
        t.match(res.headers.vary, /Accept-Encoding/);
        const body = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload);
        t.ok(body.equals(plain.rawPayload), `${url} ${encoding} ${time}: the same bytes as uncompressed (${body.length} of ${plain.rawPayload.length})`);
      }
    }
  }
});

t.test('a compressed page still arrives in parts: the shell before a part that is not ready yet', async (t) => {
  let release: (text: string) => void = () => {};
  let pending: Promise<string> | undefined;
  function Late() {
    pending ??= new Promise((resolve) => (release = resolve));
    return createElement('p', null, use(pending));
  }
  const Component = () => createElement('article', null, createElement(Suspense, { fallback: createElement('p', null, 'waiting') }, createElement(Late)));
  const app = await buildPortal(t, { templates: { ...serverTemplates, BeznaStranka: defineTemplate({ ...serverTemplates.BeznaStranka!, Component }) } });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  for (const encoding of ['br', 'gzip'] as const) {
    pending = undefined;
    const response = await new Promise<IncomingMessage>((resolve, reject) => get(`${base}/o-nas`, { headers: { 'accept-encoding': encoding, 'user-agent': 'Mozilla/5.0 Chrome/140' } }, resolve).on('error', reject));
    t.equal(response.headers['content-encoding'], encoding);
    const decompressed = response.pipe(encoding === 'br' ? createBrotliDecompress() : createGunzip());
    let text = '';
    // The late part is released only once the shell has been read: a shell held back by the compressor never comes.
    const shell = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no shell within 10 s')), 10_000);
      decompressed.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('waiting')) clearTimeout(timer), resolve(text);
      });
    });
    const first = dom(await shell);
    t.equal(textOf(first('article p').first()), 'waiting', `${encoding}: the shell with the fallback came first`);
    t.notOk(textsOf(first, 'p').includes('the late part'), `${encoding}: without the late part`);
    release('the late part');
    await once(decompressed, 'end');
    const whole = dom(text);
    t.ok(textsOf(whole, 'div[hidden] p').includes('the late part'), `${encoding}: the late part came after, in React's hidden part`);
    t.equal(whole('html').length, 1, `${encoding}: the document ended`);
  }
});

t.test('a page names its stylesheet and fonts in a Link header; 103 Early Hints only when configured, and to navigations', async (t) => {
  /** The answer to a GET of `path`, with the headers of each 103 that came before it. */
  const ask = (base: string, path: string, headers: Record<string, string>) =>
    new Promise<{ response: IncomingMessage; hints: string[] }>((resolve, reject) => {
      const hints: string[] = [];
      get(`${base}${path}`, { headers }, (response) => (response.resume(), resolve({ response, hints })))
        .on('information', (info) => void (info.statusCode === 103 && hints.push(String(info.headers.link))))
        .on('error', reject);
    });
  const navigate = { 'sec-fetch-mode': 'navigate', 'user-agent': 'Mozilla/5.0 Chrome/140' };
  const off = await buildPortal(t);
  const html = await off.inject({ url: '/prispevek-na-bydleni' });
  const $ = dom(html.body);
  const fonts = $('head link[rel="preload"][as="font"]').map((_, link) => $(link).attr('href')).get();
  const stylesheet = $('head link[rel="stylesheet"]').attr('href');
  const named = String(html.headers.link).split(', ').map((link) => link.slice(1, link.indexOf('>')));
  t.same(named, [stylesheet, ...fonts], 'the Link header names what the head preloads, the stylesheet first');
  t.ok(fonts.length > 0, 'fonts among them');
  const quiet = await ask(await off.listen({ host: '127.0.0.1', port: 0 }), '/prispevek-na-bydleni', navigate);
  t.same(quiet.hints, [], 'no 103 unless configured (a proxy in front may not pass it)');

  const on = await buildPortal(t, { env: { EARLY_HINTS: 'true' } });
  const base = await on.listen({ host: '127.0.0.1', port: 0 });
  const hinted = await ask(base, '/prispevek-na-bydleni', navigate);
  t.equal(hinted.response.statusCode, 200);
  t.same(hinted.hints, [hinted.response.headers.link], 'a navigation gets a 103 naming the same before its page');
  const data = await ask(base, `/prispevek-na-bydleni/_payload.json?${embeddedPayload(html.body).buildId}`, { 'sec-fetch-mode': 'cors' });
  t.same(data.hints, [], 'page data fetched by a script gets none');
  const notNavigating = await ask(base, '/prispevek-na-bydleni', {});
  t.same(notNavigating.hints, [], 'nor a client that does not say it navigates');
});

t.test('crawlers get the whole document at once; browsers the shell first, the rest streamed after', async (t) => {
  let pending: Promise<string> | undefined;
  function Late() {
    pending ??= new Promise((resolve) => setTimeout(() => resolve('the late part'), 50));
    return createElement('p', null, use(pending));
  }
  const Component = () => createElement('article', null, createElement(Suspense, { fallback: createElement('p', null, 'waiting') }, createElement(Late)));
  const slow = defineTemplate({ ...serverTemplates.BeznaStranka!, Component });
  const app = await buildPortal(t, { templates: { ...serverTemplates, BeznaStranka: slow } });

  pending = undefined;
  const bot = await app.inject({ url: '/o-nas', headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
  t.equal(bot.statusCode, 200);
  // Bytes of the stream: where the late part arrives is the point, which a parsed document would hide.
  t.match(bot.body, '<p>the late part</p>', 'the part is in place');
  t.notMatch(bot.body, 'waiting', 'no fallback: the crawler waited for everything');

  pending = undefined;
  const browser = await app.inject({ url: '/o-nas', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' } });
  t.match(browser.body, 'waiting', 'the shell came with the fallback');
  t.match(browser.body, /the late part.*<\/html>|<\/html>.*the late part/s, 'and the part streamed after it');
});

t.test('HEAD answers the headers of the page with no body and no false length', async (t) => {
  const app = await buildPortal(t);
  const head = await app.inject({ method: 'HEAD', url: '/prispevek-na-bydleni' });
  const get = await app.inject({ url: '/prispevek-na-bydleni' });
  t.equal(head.statusCode, 200);
  t.match(head.headers['content-type'], /text\/html/);
  t.equal(head.body, '');
  t.ok(head.headers['content-length'] === undefined || Number(head.headers['content-length']) === get.rawPayload.length, 'no content-length, or the true one');
  t.not(head.headers['content-length'], '0');
  t.equal(head.headers['cache-control'], get.headers['cache-control']);
});

t.test('other methods on pages: 405 with Allow, the error screen, never a cacheable 404', async (t) => {
  const app = await buildPortal(t);
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
    const res = await app.inject({ method, url: '/o-nas' });
    t.equal(res.statusCode, 405, method);
    t.equal(res.headers.allow, 'GET, HEAD', `${method}: Allow`);
    t.equal(textOf(dom(res.body)('h1#error-headline')), 'Tuto akci nelze provést', `${method}: the error screen`);
  }
  const en = await app.inject({ method: 'POST', url: '/en/housing-allowance' });
  t.equal(textOf(dom(en.body)('h1#error-headline')), 'This action is not possible');
});

t.test('400 and 413 have texts of their own, not the 500 ones', async (t) => {
  const app = await buildPortal(t);
  const badJson = await app.inject({ method: 'POST', url: '/o-nas', headers: { 'content-type': 'application/json' }, payload: '{"broken' });
  t.equal(badJson.statusCode, 400);
  t.match(textOf(dom(badJson.body)('main')), 'Neplatný požadavek');
  const huge = await app.inject({ method: 'POST', url: '/o-nas', headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(1_100_000)}"` });
  t.equal(huge.statusCode, 413);
  const tooLarge = textOf(dom(huge.body)('main'));
  t.match(tooLarge, 'Odeslaná data jsou příliš velká');
  t.notMatch(tooLarge, 'Nastala neznámá chyba');
});

/** A request sent byte for byte: inject and fetch would tidy a backslash into a slash before it is sent. */
async function rawGet(base: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  socket.end(`GET ${path} HTTP/1.1\r\nHost: portal.example\r\nConnection: close\r\n\r\n`);
  let answer = '';
  for await (const chunk of socket) answer += chunk;
  return { status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1]), location: /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1] };
}

t.test('a trailing-slash redirect only ever leads to a path of this portal', async (t) => {
  const app = await buildPortal(t);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const cases: [string, string][] = [
    ['/en/housing-allowance/?a=1', '/en/housing-allowance?a=1'],
    ['//evil.example/', '/evil.example'],
    ['/\\evil.tld/', '/%5Cevil.tld'],
    ['/\\/evil.tld/', '/%5C/evil.tld'],
    ['/%5Cevil.tld/', '/%5Cevil.tld'],
    ['/%2F%2Fevil.tld/', '/%2F%2Fevil.tld'],
  ];
  for (const [url, location] of cases) {
    const res = await rawGet(base, url);
    t.equal(res.status, 301, url);
    t.equal(res.location, location, url);
    t.equal(new URL(res.location ?? '', 'https://portal.example').host, 'portal.example', `${url}: stays on the portal`);
  }
});

t.test('only http(s) and portal paths leave the server: page data and og:image', async (t) => {
  const dir = t.testdir({
    webs: { 'up.json': JSON.stringify({ id: 'up', name: { 'cs-CZ': 'ÚP' }, defaultLanguage: 'cs-CZ', friendlyURL: '/up' }) },
    up: { pages: {
      'config-up.json': JSON.stringify({ id: '9', structure: 'Default', translations: { 'cs-CZ': { name: 'config-up', friendlyURL: '/config-up', data: { home: '/uvod', vychoziObrazek: { url: 'javascript:alert(1)' } } } } }),
      'uvod.json': JSON.stringify({ id: '1', structure: 'HlavniStranka', translations: { 'cs-CZ': { name: 'Úvod', friendlyURL: '/uvod', data: {
        image: { url: 'javascript:alert(1)' },
        tiles: [{ title: 'Zlý', url: 'javascript:alert(1)' }, { title: 'Skript', url: 'JaVaScRiPt:alert(2)' }, { title: 'Data', url: 'data:text/html,x' }, { title: 'Dobrý', url: '/uvod' }],
        highlights: [{ title: 'Jinam', url: '//evil.example/x' }],
        related: [{ label: 'Zlý', url: 'vbscript:x' }],
      } } } }),
      'stranka.json': JSON.stringify({ id: '2', structure: 'BeznaStranka', translations: { 'cs-CZ': { name: 'Stránka', friendlyURL: '/stranka', data: {
        body: '<p>Text</p>', related: [{ label: 'Zlý', url: 'javascript:alert(1)' }, { label: 'Dobrý', url: 'https://www.mpsv.cz' }], image: { url: 'javascript:alert(3)' },
      } } } }),
    } },
  });
  const app = await buildPortal(t, { contentDir: dir });
  for (const url of ['/', '/stranka']) {
    const html = await app.inject({ url });
    t.equal(html.statusCode, 200, url);
    const payload = await app.inject({ url: `${url === '/' ? '' : url}/_payload.json?${embeddedPayload(html.body).buildId}` });
    // Bytes of the HTML and of the JSON alike: no unsafe target anywhere.
    for (const body of [html.body, payload.body]) {
      t.notMatch(body, /javascript:|vbscript:|data:text|evil\.example/i, `${url}: no unsafe target in the HTML or the page data`);
    }
    t.equal(metaOf(dom(html.body), 'og:image'), undefined, `${url}: no og:image from an unsafe URL`);
  }
  t.ok(textsOf(dom((await app.inject({ url: '/' })).body), 'a').includes('Dobrý'), 'the good tile stays');
});

t.test('made-up long paths: 414 past the limit, 404 below it, short log lines, never a 5xx', async (t) => {
  // What they cost in memory over thousands is measured by `npm run bench` (made-up paths), not asserted here.
  const logs = captureLogs('info');
  const app = await buildPortal(t, { logger: logs.logger });
  const statuses = new Map<string, number[]>();
  for (const [name, unit] of [['past the limit', '%C3%A1'.repeat(2600)], ['just under it', '%C3%A1'.repeat(330)]] as const) {
    const batch = await Promise.all(Array.from({ length: 16 }, (_, i) => app.inject({ url: `/${unit}-${i}` })));
    statuses.set(name, [...new Set(batch.map((res) => res.statusCode))]);
  }
  t.same(Object.fromEntries(statuses), { 'past the limit': [414], 'just under it': [404] });
  const longest = Math.max(...logs.lines.map((line) => JSON.stringify(line).length));
  t.ok(longest < 2000, `the longest log line has ${longest} characters`);
  t.equal((await app.inject({ url: '/o-nas' })).statusCode, 200, 'real pages still answer');
});
