/**
 * The services group's templates on the real sample content: each renders through the pipeline with what its load
 * found, in Czech and one other language; the page's `_payload.json` carries the same; the /dev previews answer.
 */
import t, { type Test } from 'tap';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

type Portal = Awaited<ReturnType<typeof buildPortal>>;

/** The page and its payload: both 200, the HTML rendered with `template`, the payload naming it too. */
async function page(t: Test, app: Portal, url: string, template: string) {
  const response = await app.inject({ url });
  t.equal(response.statusCode, 200, `${url} answers 200`);
  t.match(response.body, `data-template="${template}"`);
  const payload = await app.inject({ url: `${url === '/' ? '' : url}/_payload.json` });
  t.equal(payload.statusCode, 200, `${url} payload answers 200`);
  const view = (payload.json() as { view: { template: string; content: { name: string }; data?: unknown } }).view;
  t.equal(view.template, template, 'the payload names the same template');
  t.ok(response.body.includes(view.content.name.replace(/&/g, '&amp;')), 'the HTML shows the payload’s name');
  return { html: response.body, data: view.data };
}

t.test('services group templates on the sample content', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });

  t.test('Sluzba: a service with its form loaded, in Czech and English', async (t) => {
    const cs = await page(t, app, '/davka-statni-socialni-pomoci', 'Sluzba');
    t.match(cs.html, /Životní situace: <strong>Hmotná nouze<\/strong>/);
    t.match(cs.html, 'Kdo má nárok');
    t.match(cs.html, /<li>Datovou schránkou<\/li>/);
    t.match(cs.html, /<h2 id="service-forms">Formuláře<\/h2><ul class="service__forms"><li><a href="\/formulare\/zadost-o-davku-statni-socialni-pomoci">Žádost o dávku státní sociální pomoci<\/a>/);
    t.match(cs.data, { forms: [{ url: '/formulare/zadost-o-davku-statni-socialni-pomoci', title: 'Žádost o dávku státní sociální pomoci' }] });
    const en = await page(t, app, '/en/state-social-assistance-benefit', 'Sluzba');
    t.match(en.html, 'Who is eligible');
    t.match(en.html, /<a href="\/en\/forms\/application-for-state-social-assistance-benefit">/);
  });

  t.test('Sluzba: a discontinued benefit links its replacement in Czech and Ukrainian', async (t) => {
    const cs = await page(t, app, '/prispevek-na-bydleni', 'Sluzba');
    t.match(cs.html, /Neposkytuje se od <time dateTime="2025-10-01T00:00:00\+02:00">1\. října 2025<\/time>/);
    t.match(cs.html, /Nahradila ji: <a href="\/davka-statni-socialni-pomoci">Dávka státní sociální pomoci<\/a>/);
    const ua = await page(t, app, '/ua/dopomoha-na-zhytlo', 'Sluzba');
    t.match(ua.html, /Замінено на: <a href="\/ua\/dopomoha-derzhavnoi-sotsialnoi-dopomohy">/);
  });

  t.test('Formular: a form with its service loaded, in Czech and English; an external form', async (t) => {
    const cs = await page(t, app, '/formulare/zadost-o-davku-statni-socialni-pomoci', 'Formular');
    t.match(cs.html, /Formulář k tisku: <\/strong><a href="\/cms\/documents\/4301\/zadost-o-davku-statni-socialni-pomoci.pdf" hrefLang="cs-CZ">/);
    t.match(cs.html, /<h2 id="form-service">Služba, ke které formulář patří<\/h2><p><a href="\/davka-statni-socialni-pomoci">Dávka státní sociální pomoci<\/a>/);
    t.match(cs.data, { service: { title: 'Dávka státní sociální pomoci', url: '/davka-statni-socialni-pomoci' } });
    const en = await page(t, app, '/en/forms/application-for-state-social-assistance-benefit', 'Formular');
    t.match(en.html, /<a href="\/en\/state-social-assistance-benefit">State social assistance benefit<\/a>/);
    const external = await page(t, app, '/formulare/informace-o-nastupu-cizince', 'Formular');
    t.match(external.html, /Formulář jiného úřadu: <\/strong><a href="https:\/\/www.mpsv.cz\/web\/cz\/formulare" class="link--external"/);
  });

  t.test('Rozcestnik: the children as cards in order, in Czech and Russian', async (t) => {
    const cs = await page(t, app, '/zivotni-situace', 'Rozcestnik');
    const cards = [...cs.html.matchAll(/<li class="gov-tile"><h2 class="gov-tile__title h4"><a href="([^"]+)">/g)].map((match) => match[1]);
    t.same(cards.slice(0, 4), ['/sluzby', '/zprostredkovani-zamestnani', '/podpora-v-nezamestnanosti', '/davka-statni-socialni-pomoci'], 'the children in the editors’ order');
    t.same((cs.data as { url: string }[]).map((child) => child.url), cards, 'the payload has the cards the HTML shows');
    const ru = await page(t, app, '/ru/zhiznennye-situatsii', 'Rozcestnik');
    t.match(ru.html, /<a href="\/ru\/uslugi">/);
  });

  t.test('RozcestnikSluzeb: the services grouped by life situation, in Czech and English', async (t) => {
    const cs = await page(t, app, '/sluzby', 'RozcestnikSluzeb');
    const groups = cs.data as { title: string; services: { url: string }[] }[];
    const poverty = groups.find((group) => group.title === 'Hmotná nouze');
    const family = groups.find((group) => group.title === 'Rodina a děti');
    t.ok(poverty?.services.some((service) => service.url === '/davka-statni-socialni-pomoci'), 'the benefit is in its own life situation');
    t.ok(family?.services.some((service) => service.url === '/davka-statni-socialni-pomoci'), 'and in another it also carries');
    t.match(cs.html, /<h2 id="services-zivotni-situace-hmotna-nouze">Hmotná nouze<\/h2><ul class="gov-list--plain card-list">.*<a href="\/davka-statni-socialni-pomoci">Dávka státní sociální pomoci<\/a><\/h3>/s);
    t.equal(cs.html.match(/class="service-signpost__group"/g)?.length, groups.length, 'one section a group of the payload');
    const en = await page(t, app, '/en/services', 'RozcestnikSluzeb');
    t.match(en.html, /<h2 id="services-zivotni-situace-nezamestnanost">Unemployment<\/h2>.*<a href="\/en\/unemployment-benefit">/s);
  });

  t.test('MapaStranek: the menu, the page tree below the signposts, the footer and extra links, in Czech and English', async (t) => {
    const cs = await page(t, app, '/mapa-stranek', 'MapaStranek');
    const data = cs.data as { menu: { url: string }[]; footer: { title: string }[]; tree: { url: string; children: { url: string }[] }[] };
    t.same(data.tree.map((node) => node.url), ['/zivotni-situace', '/o-nas'], 'the roots in order');
    t.ok(data.tree[1]!.children.some((node) => node.url === '/kontakty'), 'a root’s children below it');
    t.ok(data.menu.length > 0 && data.footer.length > 0, 'the web config’s menu and footer');
    t.match(cs.html, /<h2 id="site-map-pages">Stránky webu<\/h2><ul><li><a href="\/zivotni-situace">[^<]+<\/a><ul><li><a href="\/sluzby">/);
    t.match(cs.html, /<h2 id="site-map-menu">Hlavní menu<\/h2>/);
    t.match(cs.html, /<h2 id="site-map-footer">Odkazy v patičce<\/h2>/);
    t.match(cs.html, /<a href="\/vyhledavani">Vyhledávání<\/a>/);
    const en = await page(t, app, '/en/site-map', 'MapaStranek');
    t.match(en.html, /<h2 id="site-map-pages">Pages of the site<\/h2><ul><li><a href="\/en\/life-situations">/);
    t.match(en.html, /<a href="\/en\/guide-for-foreign-nationals">/);
  });

  t.test('the /dev previews answer in Czech and English', async (t) => {
    for (const name of ['sluzba-detail', 'formular', 'rozcestnik-level-1', 'rozcestnik-level-2']) {
      for (const prefix of ['', '/en']) {
        const response = await app.inject({ url: `${prefix}/dev/${name}` });
        t.equal(response.statusCode, 200, `${prefix}/dev/${name}`);
        t.match(response.body, 'data-template=');
      }
    }
  });
});
