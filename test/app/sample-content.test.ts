/** The sample content that `npm start` serves: valid, linked without dead ends, in the languages promised. */
import t from 'tap';
import { LOCALES } from '../../shared/locales.ts';
import { buildPortal, SAMPLE_CONTENT, startContentService } from '../helpers/portal.ts';

const AUTH_LINK = /^(?:\/(?:en|ru|ua))?\/auth\//;

t.test('every file is valid', async (t) => {
  const { problems } = await startContentService(t, SAMPLE_CONTENT);
  t.same(problems, []);
});

t.test('the home page and at least five more pages exist in all four languages; at least twelve in Czech', async (t) => {
  const { url } = await startContentService(t, SAMPLE_CONTENT);
  const counts: Record<string, number> = {};
  for (const locale of Object.values(LOCALES)) {
    const list = await (await fetch(`${url}/contents?webId=up&language=${locale.tag}&pageSize=100`)).json();
    counts[locale.tag] = list.items.filter((c: { name: string }) => !c.name.startsWith('config-')).length;
  }
  t.ok(counts['cs-CZ']! >= 12, `Czech: ${counts['cs-CZ']}`);
  for (const tag of ['en-GB', 'ru-RU', 'uk-UA']) t.ok(counts[tag]! >= 6, `${tag}: ${counts[tag]}`);
});

t.test('every internal link of every page, menu and footer leads to a page (no dead ends)', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const seen = new Set<string>();
  const queue = ['/', '/en', '/ru', '/ua'];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const res = await app.inject({ url });
    t.equal(res.statusCode, 200, url);
    for (const [, href] of res.body.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)) {
      // Sign-in links lead to the provider, not to a page (test/app/auth-routes.test.ts follows them).
      if (!href!.startsWith('/assets/') && !AUTH_LINK.test(href!) && !seen.has(href!)) queue.push(href!);
    }
  }
  t.ok(seen.size >= 30, `${seen.size} pages reached by following links`);
});
