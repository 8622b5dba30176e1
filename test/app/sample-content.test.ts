/**
 * The sample content that `npm start` serves: valid, linked without dead ends, in the languages promised. Run by
 * test/app/isolation.test.ts on a checkout whose data holds junk (`.taprc` leaves it out of the run, so the crawl
 * runs once); `npx tap test/app/sample-content.test.ts` runs it alone.
 */
import { statSync } from 'node:fs';
import { isWebItemName } from '../../server/site.ts';
import path from 'node:path';
import t from 'tap';
import { loadContent } from '../../embedded/content-files.ts';
import { LOCALES } from '../../shared/locales.ts';
import { buildPortal, SAMPLE_CONTENT, startContentService } from '../helpers/portal.ts';

const AUTH_LINK = /^(?:\/(?:en|ru|ua))?\/auth\//;

// The crawl below asks for every page the sample content links to, some 2,500 of them: minutes on a busy machine.
t.setTimeout(600_000);

t.test('every file is valid', async (t) => {
  const { problems } = await startContentService(t, SAMPLE_CONTENT);
  t.same(problems, []);
});

t.test('the home page and at least five more pages exist in all four languages; at least twelve in Czech', async (t) => {
  const { url } = await startContentService(t, SAMPLE_CONTENT);
  const counts: Record<string, number> = {};
  for (const locale of Object.values(LOCALES)) {
    const list = await (await fetch(`${url}/contents?webId=up&language=${locale.tag}&pageSize=100`)).json();
    counts[locale.tag] = list.items.filter((c: { name: string }) => !isWebItemName(c.name)).length;
  }
  t.ok(counts['cs-CZ']! >= 12, `Czech: ${counts['cs-CZ']}`);
  for (const tag of ['en-GB', 'ru-RU', 'uk-UA']) t.ok(counts[tag]! >= 6, `${tag}: ${counts[tag]}`);
});

t.test('every internal link of every page, menu and footer leads to a page (no dead ends)', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const seen = new Set<string>();
  const queue = ['/', '/en', '/ru', '/ua'];
  /** Each page that did not answer 200, with its status: every culprit named in one assertion. */
  const deadEnds: string[] = [];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const res = await app.inject({ url });
    // A redirect inside the portal (the language switcher's choice, 303 to the clean URL) leads on to its target.
    const location = res.headers.location;
    if ((res.statusCode === 301 || res.statusCode === 303) && typeof location === 'string' && location.startsWith('/')) {
      queue.push(location);
      continue;
    }
    if (res.statusCode !== 200) deadEnds.push(`${url}: ${res.statusCode}`);
    for (const [, href] of res.body.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)) {
      // Sign-in links lead to the provider, not to a page (test/app/auth-routes.test.ts follows them).
      if (!href!.startsWith('/assets/') && !AUTH_LINK.test(href!) && !seen.has(href!)) queue.push(href!);
    }
  }
  t.same(deadEnds, [], 'every page reached answers 200');
  t.ok(seen.size >= 30, `${seen.size} pages reached by following links`);
});

/**
 * Page data names other pages in two ways (content/README.md): links (`url` of `{ label, url }` and `href` in
 * HTML fields) are portal paths with the language prefix; references (any other string starting with `/`) are
 * friendly URLs of the same language as the CMS knows them. Both must lead to a page, category keys to a
 * category, and document addresses must have the CMS's shape, or a template would have nothing to show.
 */
t.test('every link, reference and category key in page data resolves', async (t) => {
  const { webs, problems } = await loadContent(SAMPLE_CONTENT);
  t.same(problems, []);
  const prefixes = Object.values(LOCALES).filter((l) => l.prefix).map((l) => [l.prefix, l.tag] as const);
  for (const { web, pages, vocabularies } of webs) {
    const urls = new Map<string, Set<string>>();
    for (const page of pages) {
      for (const [tag, translation] of Object.entries(page.translations)) {
        if (!urls.has(tag)) urls.set(tag, new Set());
        urls.get(tag)!.add(translation.friendlyURL);
      }
    }
    const categories = new Set(vocabularies.flatMap((v) => flatten(v.categories).map((name) => `${v.name}.${name}`)));
    const vocabularyNames = new Set(vocabularies.map((v) => v.name));
    const linkLeads = (href: string) => {
      const path = href.replace(/[?#].*$/, '');
      const [, tag] = prefixes.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`)) ?? ['', web.defaultLanguage];
      const rest = tag === web.defaultLanguage ? path : path.replace(/^\/[a-z]{2}/, '') || '/';
      return rest === '/' || urls.get(tag)?.has(rest);
    };
    const bad: string[] = [];
    for (const page of pages) {
      for (const [tag, translation] of Object.entries(page.translations)) {
        const where = `${page.id} ${tag}`;
        walk({ ...page.data, ...translation.data }, '', (key, value) => {
          if (value.startsWith('/cms/documents/')) {
            if (!/^\/cms\/documents\/[A-Za-z0-9_-]+\/[^/?#]+$/.test(value)) bad.push(`${where} ${key}: document ${value}`);
          } else if (key === 'body' || key.endsWith('Html')) {
            for (const [, href] of value.matchAll(/href="(\/[^"]*)"/g)) if (!href!.startsWith('/cms/') && !linkLeads(href!)) bad.push(`${where} ${key}: link ${href}`);
          } else if (key === 'definition' || key.endsWith('Markdown')) {
            for (const [, href] of value.matchAll(/\]\((\/[^)\s]*)\)/g)) if (!linkLeads(href!)) bad.push(`${where} ${key}: link ${href}`);
          } else if (value.startsWith('/assets/')) {
            // the portal's own static files
          } else if (key === 'url' && value.startsWith('/')) {
            if (!linkLeads(value)) bad.push(`${where} ${key}: link ${value}`);
            // A reference is a friendly URL of the translation's language, or a page of another language by its
            // prefix (the thesaurus' best bets name pages of every language).
          } else if (value.startsWith('/') && key !== 'home' && !urls.get(tag)?.has(value.replace(/[?#].*$/, '')) && !(prefixes.some(([prefix]) => value.startsWith(`${prefix}/`)) && linkLeads(value))) {
            bad.push(`${where} ${key}: reference ${value}`);
          } else if (/^[a-z-]+\.[a-z0-9-]+$/.test(value) && vocabularyNames.has(value.split('.')[0]!) && !categories.has(value)) {
            bad.push(`${where} ${key}: category ${value}`);
          }
        });
      }
    }
    t.same(bad, [], `${web.id}: every named page, category and document exists`);
  }
});

t.test('offices in Russian and Ukrainian name their town in Cyrillic; only the postal address stays as on the post', async (t) => {
  const { webs } = await loadContent(SAMPLE_CONTENT);
  const offices = webs.flatMap(({ pages }) => pages).filter((page) => ['UpCzKontaktniPracoviste', 'UpCzKontaktyKrajskaPobocka'].includes(page.structure));
  t.ok(offices.length > 40, `${offices.length} offices`);
  for (const office of offices) {
    for (const tag of ['ru-RU', 'uk-UA'] as const) {
      const translation = office.translations[tag];
      if (!translation) continue;
      const lead = (translation.description ?? '').split(': ')[0]!;
      t.notMatch(translation.name, /\p{Script=Latin}{2,}/u, `${office.id} ${tag} name: ${translation.name}`);
      t.notMatch(lead, /\p{Script=Latin}{2,}/u, `${office.id} ${tag} lead: ${lead}`);
    }
  }
});

t.test('every document a page links to is shown with the size of its file', async (t) => {
  const { webs } = await loadContent(SAMPLE_CONTENT);
  const bad: string[] = [];
  for (const { web, pages } of webs) {
    for (const page of pages) {
      for (const [tag, translation] of Object.entries({ '': { data: {} }, ...page.translations })) {
        collectDocuments({ ...page.data, ...translation.data }, (document) => {
          const [, id, fileName] = /^\/cms\/documents\/([^/]+)\/([^/?#]+)$/.exec(document.url) ?? [];
          const size = statSync(path.join(SAMPLE_CONTENT, web.id, 'documents', id!, decodeURIComponent(fileName!)), { throwIfNoEntry: false })?.size;
          if (size !== document.size) bad.push(`${page.id} ${tag} ${document.url}: ${document.size} shown, ${size} in the file`);
        });
      }
    }
  }
  t.same(bad, []);
});

t.test('pages that describe what the office does today never offer a benefit that has ended', async (t) => {
  const { webs } = await loadContent(SAMPLE_CONTENT);
  let checked = 0;
  for (const { pages } of webs) {
    const ended = new Map<string, string>();
    for (const page of pages) {
      if (page.structure !== 'Sluzba') continue;
      for (const [tag, translation] of Object.entries(page.translations)) {
        if ({ ...page.data, ...translation.data }.discontinued) ended.set(`${tag} ${translation.friendlyURL}`, translation.name);
      }
    }
    checked += ended.size;
    for (const page of pages.filter((candidate) => ['BeznaStranka', 'KlientskaZona', 'UpCzHlavniStranka'].includes(candidate.structure))) {
      for (const [tag, translation] of Object.entries(page.translations)) {
        const prefix = Object.values(LOCALES).find((locale) => locale.tag === tag)!.prefix;
        walk({ ...page.data, ...translation.data }, '', (key, value) => {
          for (const [, href] of value.matchAll(/href="(\/[^"]*)"/g)) {
            const name = ended.get(`${tag} ${href!.slice(prefix.length)}`);
            if (name) t.fail(`${page.id} ${tag} ${key}: offers ${name}, which has ended`);
          }
        });
      }
    }
    // A step-by-step journey leads to what to do today: none of its steps' pages (Refs) has ended.
    for (const page of pages.filter((candidate) => candidate.structure === 'KrokZaKrokem')) {
      for (const [tag, translation] of Object.entries(page.translations)) {
        const steps = ({ ...page.data, ...translation.data } as { steps?: { pages?: string[] }[] }).steps ?? [];
        for (const ref of steps.flatMap((step) => step.pages ?? [])) {
          const name = ended.get(`${tag} ${ref}`);
          if (name) t.fail(`${page.id} ${tag}: a step leads to ${name}, which has ended`);
        }
      }
    }
  }
  t.ok(checked >= 6, `${checked} pages of benefits that have ended are looked for`);
});

/** Every DocumentRef in a page's data (content/README.md: `{ title, url, mimeType, size }`). */
function collectDocuments(value: unknown, found: (document: { url: string; size: number }) => void): void {
  if (Array.isArray(value)) for (const item of value) collectDocuments(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.url === 'string' && record.url.startsWith('/cms/documents/') && typeof record.size === 'number') found(record as { url: string; size: number });
    for (const item of Object.values(record)) collectDocuments(item, found);
  }
}

function flatten(nodes: { name: string; children: { name: string; children: unknown[] }[] }[]): string[] {
  return nodes.flatMap((n) => [n.name, ...flatten(n.children as typeof nodes)]);
}

/** Calls `visit` with every string in a JSON value and the nearest object key above it; JSON strings are entered. */
function walk(value: unknown, key: string, visit: (key: string, value: string) => void): void {
  if (typeof value === 'string') {
    if (/^\s*[[{]/.test(value)) {
      try {
        return walk(JSON.parse(value), key, visit);
      } catch {
        // not JSON after all: an ordinary string
      }
    }
    visit(key, value);
  } else if (Array.isArray(value)) {
    for (const item of value) walk(item, key, visit);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walk(v, k, visit);
  }
}
