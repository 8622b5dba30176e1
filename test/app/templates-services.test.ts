/**
 * The services group's templates on the real sample content: each renders through the pipeline with what its load
 * found, in Czech and one other language; the page's `_payload.json` carries the same; the /dev previews answer.
 */
import t, { type Test } from 'tap';
import { LOCALE_CODES, LOCALES, localizePath } from '../../shared/locales.ts';
import { attrsOf, dom, links, linksTo, templateOf, textOf, textsOf, type CheerioAPI } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT, startContentService } from '../helpers/portal.ts';

type Portal = Awaited<ReturnType<typeof buildPortal>>;

/** The page and its payload: both 200, the HTML rendered with `template`, the payload naming it too. */
async function page(t: Test, app: Portal, url: string, template: string) {
  const response = await app.inject({ url });
  t.equal(response.statusCode, 200, `${url} answers 200`);
  const $ = dom(response.body);
  t.equal(templateOf($), template);
  const payload = await app.inject({ url: `${url === '/' ? '' : url}/_payload.json` });
  t.equal(payload.statusCode, 200, `${url} payload answers 200`);
  const view = (payload.json() as { view: { template: string; content: { name: string }; data?: unknown } }).view;
  t.equal(view.template, template, 'the payload names the same template');
  t.ok(textOf($('body')).includes(view.content.name), 'the HTML shows the payload’s name');
  return { $, data: view.data };
}

/**
 * The headings of the page's content with nothing under them: the next thing after each is a heading of the same
 * rank or a higher one (a lower one opens a subsection, which is fine).
 */
interface ParsedNode { type: string; data?: string; name?: string; children?: ParsedNode[] }

function emptyHeadings($: CheerioAPI): string[] {
  const sequence: Array<{ rank: number; text: string } | 'text'> = [];
  const walk = (node: ParsedNode) => {
    if (node.type === 'text' && node.data?.trim()) sequence.push('text');
    const rank = /^h([1-6])$/.exec(node.name ?? '')?.[1];
    if (rank) sequence.push({ rank: Number(rank), text: textOf($(node as never)) });
    else for (const child of node.children ?? []) walk(child);
  };
  ($('main [data-template]').toArray() as unknown as ParsedNode[]).forEach(walk);
  return sequence.flatMap((entry, i) => {
    const next = sequence[i + 1];
    return entry !== 'text' && (next === undefined || (next !== 'text' && next.rank <= entry.rank)) ? [`h${entry.rank} ${entry.text}`] : [];
  });
}

t.test('services group templates on the sample content', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

  t.test('Sluzba: a service with its form loaded, in Czech and English', async (t) => {
    const cs = await page(t, app, '/davka-statni-socialni-pomoci', 'Sluzba');
    const $ = cs.$;
    t.equal(textOf($('strong').filter((_, strong) => textOf($(strong).parent()).startsWith('Životní situace:'))), 'Hmotná nouze');
    t.match(textOf($('body')), 'Kdo má nárok');
    t.ok(textsOf($, 'li').includes('Datovou schránkou'), 'a way of applying');
    t.equal(textOf($('#service-forms')), 'Formuláře');
    t.same(links($, '#service-forms + ul.service__forms > li:first-child')[0], { text: 'Žádost o dávku státní sociální pomoci', href: '/formulare/zadost-o-davku-statni-socialni-pomoci' }, 'the form loaded, under its heading');
    t.match(cs.data, { forms: [{ url: '/formulare/zadost-o-davku-statni-socialni-pomoci', title: 'Žádost o dávku státní sociální pomoci' }] });
    const en = await page(t, app, '/en/state-social-assistance-benefit', 'Sluzba');
    t.match(textOf(en.$('body')), 'Who is eligible');
    t.ok(linksTo(en.$, '/en/forms/application-for-state-social-assistance-benefit'));
  });

  t.test('Sluzba: a discontinued benefit links its replacement in Czech and Ukrainian', async (t) => {
    const cs = await page(t, app, '/prispevek-na-bydleni', 'Sluzba');
    const since = cs.$('time[datetime="2025-10-01T00:00:00+02:00"]');
    t.same([textOf(since), textOf(since.parent())], ['1. října 2025', 'Neposkytuje se od 1. října 2025']);
    const replacement = cs.$('a[href="/davka-statni-socialni-pomoci"]').filter((_, link) => textOf(cs.$(link).parent()).startsWith('Nahradila ji:'));
    t.equal(textOf(replacement), 'Dávka státní sociální pomoci', 'the replacement linked');
    const ua = await page(t, app, '/ua/dopomoha-na-zhytlo', 'Sluzba');
    t.ok(ua.$('a[href="/ua/dopomoha-derzhavnoi-sotsialnoi-dopomohy"]').toArray().some((link) => textOf(ua.$(link).parent()).startsWith('Замінено на:')), 'in Ukrainian too');
  });

  t.test('Formular: a form with its service loaded, in Czech and English; an external form', async (t) => {
    const cs = await page(t, app, '/formulare/zadost-o-davku-statni-socialni-pomoci', 'Formular');
    const printable = cs.$('a[href="/cms/documents/4301/zadost-o-davku-statni-socialni-pomoci.pdf"]');
    t.same([textOf(printable.prev('strong')), printable.attr('hreflang')], ['Formulář k tisku:', 'cs-CZ'], 'the form to print, its language named');
    t.equal(textOf(cs.$('h2#form-service')), 'Služba, ke které formulář patří');
    t.same(links(cs.$, '#form-service + p'), [{ text: 'Dávka státní sociální pomoci', href: '/davka-statni-socialni-pomoci' }], 'the service loaded, under its heading');
    t.match(cs.data, { service: { title: 'Dávka státní sociální pomoci', url: '/davka-statni-socialni-pomoci' } });
    const en = await page(t, app, '/en/forms/application-for-state-social-assistance-benefit', 'Formular');
    t.ok(linksTo(en.$, '/en/state-social-assistance-benefit', 'State social assistance benefit'));
    const external = await page(t, app, '/formulare/informace-o-nastupu-cizince', 'Formular');
    const elsewhere = external.$('a[href="https://www.mpsv.cz/web/cz/formulare"]');
    t.same([textOf(elsewhere.prev('strong')), elsewhere.attr('class')], ['Formulář jiného úřadu:', 'link--external'], 'the form of another office, an external link');
  });

  t.test('Rozcestnik: the children as cards in order, in Czech and Russian', async (t) => {
    const cs = await page(t, app, '/zivotni-situace', 'Rozcestnik');
    const cards = attrsOf(cs.$, 'li.gov-tile > h2.gov-tile__title.h4:first-child > a', 'href');
    t.same(cards.slice(0, 4), ['/sluzby', '/zprostredkovani-zamestnani', '/podpora-v-nezamestnanosti', '/davka-statni-socialni-pomoci'], 'the children in the editors’ order');
    t.same((cs.data as { url: string }[]).map((child) => child.url), cards, 'the payload has the cards the HTML shows');
    const ru = await page(t, app, '/ru/zhiznennye-situatsii', 'Rozcestnik');
    t.ok(linksTo(ru.$, '/ru/uslugi'));
  });

  t.test('RozcestnikSluzeb: the services grouped by life situation, in Czech and English', async (t) => {
    const cs = await page(t, app, '/sluzby', 'RozcestnikSluzeb');
    const groups = cs.data as { title: string; services: { url: string }[] }[];
    const poverty = groups.find((group) => group.title === 'Hmotná nouze');
    const family = groups.find((group) => group.title === 'Rodina a děti');
    t.ok(poverty?.services.some((service) => service.url === '/davka-statni-socialni-pomoci'), 'the benefit is in its own life situation');
    t.ok(family?.services.some((service) => service.url === '/davka-statni-socialni-pomoci'), 'and in another it also carries');
    t.equal(textOf(cs.$('h2#services-zivotni-situace-hmotna-nouze')), 'Hmotná nouze');
    t.ok(cs.$('#services-zivotni-situace-hmotna-nouze + ul.gov-list--plain.card-list').length === 1, 'its services as cards');
    t.same(textsOf(cs.$, '#services-zivotni-situace-hmotna-nouze + ul h3 > a[href="/davka-statni-socialni-pomoci"]'), ['Dávka státní sociální pomoci'], 'the benefit under its life situation');
    t.equal(cs.$('.service-signpost__group').length, groups.length, 'one section a group of the payload');
    const en = await page(t, app, '/en/services', 'RozcestnikSluzeb');
    t.equal(textOf(en.$('h2#services-zivotni-situace-nezamestnanost')), 'Unemployment');
    t.ok(linksTo(en.$, '/en/unemployment-benefit', undefined, '[aria-labelledby="services-zivotni-situace-nezamestnanost"]'), 'its benefit in its section');
  });

  t.test('MapaStranek: the menu, the page tree below the signposts, the footer and extra links, in Czech and English', async (t) => {
    const cs = await page(t, app, '/mapa-stranek', 'MapaStranek');
    const data = cs.data as { menu: { url: string }[]; footer: { title: string }[]; tree: { url: string; children: { url: string }[] }[] };
    t.same(data.tree.map((node) => node.url), ['/zivotni-situace', '/o-nas'], 'the roots in order');
    t.ok(data.tree[1]!.children.some((node) => node.url === '/kontakty'), 'a root’s children below it');
    t.ok(data.menu.length > 0 && data.footer.length > 0, 'the web config’s menu and footer');
    const $ = cs.$;
    t.same(['pages', 'menu', 'footer'].map((part) => textOf($(`h2#site-map-${part}`))), ['Stránky webu', 'Hlavní menu', 'Odkazy v patičce'], 'the headings of the parts');
    const firstRoot = $('#site-map-pages + ul > li').first();
    t.same([firstRoot.children('a').attr('href'), firstRoot.find('> ul > li > a').first().attr('href')], ['/zivotni-situace', '/sluzby'], 'a root with its children nested below it');
    t.ok(linksTo($, '/vyhledavani', 'Vyhledávání'), 'the extra links');
    const en = await page(t, app, '/en/site-map', 'MapaStranek');
    t.equal(textOf(en.$('#site-map-pages')), 'Pages of the site');
    t.equal(en.$('#site-map-pages + ul > li > a').first().attr('href'), '/en/life-situations');
    t.ok(linksTo(en.$, '/en/guide-for-foreign-nationals'));
  });

  t.test('every sample service in every language: no heading left empty; every form page marks a title in another language', async (t) => {
    const { url } = await startContentService(t, SAMPLE_CONTENT);
    for (const locale of LOCALE_CODES) {
      const { tag } = LOCALES[locale];
      const list = async (structureKey: string) => ((await (await fetch(`${url}/contents?webId=up&language=${tag}&structureKey=${structureKey}&pageSize=100`)).json()) as { items: { friendlyURLs: Record<string, string> }[] }).items.map((item) => localizePath(locale, item.friendlyURLs[tag]!));
      const services = await list('Sluzba');
      t.ok(services.length > 0, `${locale}: services`);
      for (const path of services) t.same(emptyHeadings(dom((await app.inject({ url: path })).body)), [], `${path}: each heading has something under it`);
      if (locale === 'cs') continue;
      for (const path of await list('Formular')) {
        const $ = dom((await app.inject({ url: path })).body);
        const unmarked = $('main a[hreflang]').toArray().filter((link) => $(link).attr('hreflang') !== tag && $(link).closest('[lang]').attr('lang') !== $(link).attr('hreflang'));
        t.same(unmarked.map((link) => textOf($(link))), [], `${path}: a title in another language is marked so`);
      }
    }
  });

  t.test('the /dev previews answer in Czech and English', async (t) => {
    for (const name of ['sluzba-detail', 'formular', 'rozcestnik-level-1', 'rozcestnik-level-2']) {
      for (const prefix of ['', '/en']) {
        const response = await app.inject({ url: `${prefix}/dev/${name}` });
        t.equal(response.statusCode, 200, `${prefix}/dev/${name}`);
        t.ok(templateOf(dom(response.body)), `${prefix}/dev/${name}: a template`);
      }
    }
  });
});
