import t from 'tap';
import { dom, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { PruvodceProCizince } from './server.ts';

t.test('the guide: the language notice first, numbered steps with what to bring and where to go', async (t) => {
  const $ = dom(renderExample(PruvodceProCizince, examples.guide!));
  t.equal($('[data-template]').attr('data-template'), 'PruvodceProCizince');
  const notice = $('header').next();
  t.ok(notice.is('div.notice.notice--info.guide__language[role="note"]'), 'the language notice right under the header');
  t.same(textsOf($, '.guide__language > p'), ['Jazyk jednání', 'Úřad práce ČR jedná v češtině. Pokud česky nemluvíte, přijďte s tlumočníkem.']);
  t.equal(textOf(notice.find('> p').first().children('strong')), 'Jazyk jednání');
  const first = $('ol.guide__steps > li.guide__step').first();
  t.equal(first.children().first().attr('id'), 'guide-step-1', 'each step opens with its heading');
  t.equal(textOf(first.children('h2')), 'Zjistěte, zda potřebujete povolení k zaměstnání');
  const bring = first.children('h3').filter((_, h3) => textOf($(h3)) === 'Co si vzít s sebou');
  t.same(bring.next('ul').children('li').toArray().map((li) => textOf($(li))), ['cestovní pas nebo průkaz totožnosti']);
  const where = first.children('h3').filter((_, h3) => textOf($(h3)) === 'Kam jít').next('p');
  t.equal(textOf(where), 'Ministerstvo vnitra – Zaměstnávání cizinců');
  t.same(where.find('a').attr('href'), '/zamestnavani-cizincu');
  const external = $('a[href="https://ipc.gov.cz"]');
  t.same([external.attr('class'), external.attr('rel')], ['link--external', 'noopener']);
  t.match(textOf(external), /^Portál Ministerstva vnitra pro cizince/);
  const uk = dom(renderExample(PruvodceProCizince, examples.guide!, { locale: 'ua' }));
  t.ok(textsOf(uk, 'h3').includes('Що взяти з собою'));
});

t.test('a step without a title is left out, the rest stays', async (t) => {
  const $ = dom(renderExample(PruvodceProCizince, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'PruvodceProCizince');
  t.same(textsOf($, '.guide__step h2'), ['Krok, který zůstane']);
  t.notMatch(textOf($('body')), /Bez nadpisu/);
  t.equal($('.guide__language').length, 0, 'no language notice of the wrong type');
});
