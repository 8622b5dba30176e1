/** Atom feeds of news and press releases, per language, parsed back. */
import { XMLParser } from 'fast-xml-parser';
import t from 'tap';
import { atomProblems } from '../helpers/atom.ts';
import { dom, links, textOf } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'entry' || name === 'link' });

t.test('news and press releases as Atom, newest first, linking to their pages, in every language', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const res = await app.inject({ url: '/feeds/news.xml' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/atom\+xml/);
  const { feed } = parser.parse(res.body);
  t.match(feed.title, /^Aktuality – /);
  t.equal(feed['@xmlns'], 'http://www.w3.org/2005/Atom');
  t.equal(feed.entry.length, 20);
  const dates = feed.entry.map((entry: { updated: string }) => Date.parse(entry.updated));
  t.same(dates, [...dates].sort((a, b) => b - a), 'newest first');
  t.ok(feed.entry.every((entry: { link: { '@href': string }[] }) => entry.link[0]!['@href'].startsWith('https://portal.example/aktuality/')), 'links to the news pages');
  const press = parser.parse((await app.inject({ url: '/feeds/press.xml' })).body).feed;
  t.ok(press.entry.length >= 10);
  const english = await app.inject({ url: '/en/feeds/news.xml' });
  t.equal(english.statusCode, 200);
  const en = parser.parse(english.body).feed;
  t.match(en.title, /^News – /);
  t.ok(en.entry.length >= 1 && en.entry.every((entry: { link: { '@href': string }[] }) => entry.link[0]!['@href'].startsWith('https://portal.example/en/')), 'English news link to English pages');
});

t.test('every feed, in every language, is valid Atom (RFC 4287): an author, ids, dates, links', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  for (const prefix of ['', '/en', '/ru', '/ua']) {
    for (const name of ['news', 'press']) {
      const answer = await app.inject({ url: `${prefix}/feeds/${name}.xml` });
      t.equal(answer.statusCode, 200);
      t.same(atomProblems(answer.body), [], `${prefix}/feeds/${name}.xml`);
    }
  }
  const author = parser.parse((await app.inject({ url: '/feeds/news.xml' })).body).feed.author;
  t.match(author, { name: /Úřad práce/ }, 'the web names itself the author');
  t.notSame(atomProblems('<feed xmlns="http://www.w3.org/2005/Atom"><id>x:1</id><title>T</title><updated>2026-01-01T00:00:00Z</updated><entry><id>x:2</id><title>E</title><updated>2026-01-01T00:00:00Z</updated><link href="https://a.example/"/></entry></feed>'), [], 'the checker finds a feed without an author');
});

t.test('the feeds are found: named in the head of the home page and the lists, and linked on the lists', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" type="([^"]+)" href="([^"]+)" title="([^"]+)"\/>/g)].map(([, type, href, title]) => ({ type, href, title }));
  const home = await app.inject({ url: '/' });
  t.same(alternates(home.body), [
    { type: 'application/atom+xml', href: '/feeds/news.xml', title: 'Aktuality: odběr ve formátu Atom' },
    { type: 'application/atom+xml', href: '/feeds/press.xml', title: 'Tiskové zprávy: odběr ve formátu Atom' },
    { type: 'text/calendar', href: '/feeds/events.ics', title: 'Akce do vašeho kalendáře (iCalendar)' },
  ]);
  const englishHome = await app.inject({ url: '/en' });
  t.same(alternates(englishHome.body).map((feed) => feed.href), ['/en/feeds/news.xml', '/en/feeds/press.xml', '/en/feeds/events.ics'], 'in the page’s language');

  for (const [url, feed] of [['/aktuality', '/feeds/news.xml'], ['/en/press-releases', '/en/feeds/press.xml'], ['/kalendar-akci', '/feeds/events.ics']] as const) {
    const list = await app.inject({ url });
    t.same(alternates(list.body).map((found) => found.href), [feed], `${url}: its feed in the head`);
    const $list = dom(list.body);
    t.same(links($list, 'ul.gov-list--plain.feed-links').map((link) => link.href), [feed], `${url}: and as a link`);
    const link = $list('ul.feed-links a');
    t.ok(link.attr('type') && textOf(link), `${url}: the link says what it is`);
    const answer = await app.inject({ url: feed });
    t.equal(answer.statusCode, 200, `${feed} answers`);
  }
  t.same(alternates((await app.inject({ url: '/formulare' })).body), [], 'a list of forms has no feed');
});
