import t from 'tap';
import { dom, links, textOf, type CheerioAPI } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedForm } from './examples.ts';
import { Formular } from './server.ts';

/** Each way to fill the form in: its label and where its link leads. */
const ways = ($: CheerioAPI) => $('.form__ways > li').toArray().map((way) => [textOf($(way).children('strong')), $(way).children('a').attr('href')]);

/** The way with this label, as its link's attributes, the link's text and the file's details after it. */
function way($: CheerioAPI, label: string) {
  const item = $('.form__ways > li').filter((_, li) => textOf($(li).children('strong')) === label);
  const link = item.children('a');
  return { ...link.attr(), text: textOf(link), details: textOf(link.next('.documents__details')) };
}

t.test('form: every way to fill it in, the printable file with type and size, attachments, instructions, its service', async (t) => {
  const $ = dom(renderExample(Formular, examples.form!, { data: loadedForm }));
  t.equal($('[data-template]').attr('data-template'), 'Formular');
  t.equal(textOf($('h1')), 'Žádost o dávku státní sociální pomoci');
  t.equal(textOf($('h2#form-ways')), 'Vyplnění a podání');
  t.equal($('a[lang]').length, 0, 'on a Czech page a Czech file needs no mark');
  t.same(ways($), [
    ['Online žádost:', 'https://jenda.mpsv.cz'],
    ['Aplikace, která pomůže formulář vyplnit:', 'https://jenda.mpsv.cz'],
    ['Interaktivní formulář:', 'https://www.mpsv.cz/web/cz/formulare'],
    ['Formulář k tisku:', '/cms/documents/4301/zadost-o-davku-statni-socialni-pomoci.pdf'],
  ], 'every way, each labelled');
  t.same(way($, 'Online žádost:'), {
    href: 'https://jenda.mpsv.cz', class: 'link--external', rel: 'noopener', text: 'Vyplnit a odeslat online v Klientské zóně Jenda (odkaz na jiný web)', details: '',
  }, 'the online way: marked as leaving the portal');
  t.same(way($, 'Formulář k tisku:'), {
    href: '/cms/documents/4301/zadost-o-davku-statni-socialni-pomoci.pdf', hreflang: 'cs-CZ', text: 'Žádost o dávku státní sociální pomoci', details: '(PDF, 21,3 kB)',
  }, 'the printable file: its language, type and size');
  t.equal(textOf($('#form-attachments')), 'Přílohy a vzory');
  const consent = $('[aria-labelledby="form-attachments"] a').filter((_, a) => textOf($(a)) === 'Souhlas člena domácnosti');
  t.equal(textOf(consent.next('.documents__details')), '(PDF, 12,3 kB)');
  t.equal(textOf($('#form-instructions')), 'Pokyny k vyplnění');
  t.match(textOf($('#form-instructions + .rich-text > p').first()), /^Tištěnou žádost/);
  t.equal(textOf($('#form-service')), 'Služba, ke které formulář patří');
  t.same(links($, '#form-service + p'), [{ text: 'Dávka státní sociální pomoci', href: '/davka-statni-socialni-pomoci' }]);
  t.notMatch(textOf($('body')), /Formulář jiného úřadu/);
});

t.test('external form: marked external, no service section when the service was not found', async (t) => {
  const $ = dom(renderExample(Formular, examples.external!, { data: {} }));
  t.same(way($, 'Formulář jiného úřadu:'), {
    href: 'https://www.mpsv.cz/web/cz/formulare', class: 'link--external', rel: 'noopener', text: 'Elektronický formulář na portálu MPSV (odkaz na jiný web)', details: '',
  });
  t.equal(textOf($('.form__ways .visually-hidden')), '(odkaz na jiný web)', 'leaving the portal is said to screen readers');
  t.equal($('#form-service, [aria-labelledby="form-service"]').length, 0);
  t.notMatch(textOf($('body')), /Formulář k tisku/);
});

t.test('English form: English labels, the Czech file marked with its language', async (t) => {
  const $ = dom(renderExample(Formular, examples.english!, { locale: 'en', data: { service: { id: '1101', title: 'State social assistance benefit', url: '/en/state-social-assistance-benefit' } } }));
  t.same(ways($).map(([label]) => label), ['Online request:', 'Printable form:']);
  t.match(way($, 'Printable form:'), { href: '/cms/documents/4301/zadost-o-davku-statni-socialni-pomoci.pdf', hreflang: 'cs-CZ', details: '(PDF, 21.3 kB)' });
  t.equal($('a[href$=".pdf"]').attr('lang'), 'cs-CZ', 'the Czech title read as Czech');
  t.equal(textOf($('#form-service')), 'The service this form belongs to');
  t.same(links($, '#form-service + p'), [{ text: 'State social assistance benefit', href: '/en/state-social-assistance-benefit' }]);
});

t.test('broken data: the file without a URL and the unsafe link are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(Formular, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'Formular');
  t.equal(textOf($('h1')), 'Formulář s vadnými údaji');
  t.match(textOf($('body')), /Pokyny zůstávají\./);
  t.equal($('[href^="javascript:"], [src^="javascript:"]').length, 0, 'no unsafe link');
  t.notMatch(textOf($('body')), /Bez adresy/);
  t.equal($('#form-ways, [aria-labelledby="form-ways"]').length, 0);
});
