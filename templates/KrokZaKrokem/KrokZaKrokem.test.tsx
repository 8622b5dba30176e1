import t from 'tap';
import { dom, links, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedPages, loadedPagesEnglish } from './examples.ts';
import { KrokZaKrokem } from './server.ts';

t.test('journey: numbered steps in order, each with its text and the pages it leads to', async (t) => {
  const $ = dom(renderExample(KrokZaKrokem, examples.journey!, { data: loadedPages }));
  t.equal($('[data-template]').attr('data-template'), 'KrokZaKrokem');
  t.equal(textOf($('h1')), 'Přišel jsem o práci');
  t.equal(textOf($('h1').parent().next('.rich-text')), 'Projděte kroky v tomto pořadí.', 'the introduction above the steps');
  t.same(textsOf($, 'ol.journey__steps > li > h2'), ['Krok 1 Zaregistrujte se na úřadu práce', 'Krok 2 Požádejte o podporu v nezaměstnanosti', 'Krok 3 Zvažte rekvalifikaci']);
  t.same($('ol.journey__steps > li').map((_, li) => $(li).attr('id')).get(), ['krok-1', 'krok-2', 'krok-3'], 'each step an anchor the pages of the journey link to');
  t.same(links($, '#krok-2 .journey__pages'), [
    { text: 'Podpora v nezaměstnanosti', href: '/podpora-v-nezamestnanosti' },
    { text: 'Žádost o podporu v nezaměstnanosti', href: '/formulare/zadost-o-podporu-v-nezamestnanosti' },
  ]);
  t.equal(textOf($('#krok-2 .journey__perex')), 'Peníze na dobu, kdy hledáte práci.');
  t.equal($('#krok-3 ul').length, 0, 'a step without pages has its text alone');
  t.equal(textOf($('#krok-3 .rich-text')), 'Nový obor vám úřad práce může zaplatit.');
});

t.test('English journey: its steps numbered in English', async (t) => {
  const $ = dom(renderExample(KrokZaKrokem, examples.english!, { locale: 'en', data: loadedPagesEnglish }));
  t.same(textsOf($, '.journey__number'), ['Step 1', 'Step 2']);
  t.same(links($, '#krok-1'), [{ text: 'Application for job placement', href: '/en/forms/application-for-job-placement' }]);
  t.equal(textOf($('.updated > p')), 'Updated 16 November 2026');
});

t.test('broken data: the untitled step and the wrong-typed page are dropped, the rest renders', async (t) => {
  const $ = dom(renderExample(KrokZaKrokem, examples.broken!, { data: [[{ id: '1064', title: 'Služby', url: '/sluzby' }]] }));
  t.equal($('[data-template]').attr('data-template'), 'KrokZaKrokem');
  t.same(textsOf($, 'ol.journey__steps > li > h2'), ['Krok 1 Krok, který zůstane']);
  t.same(links($, '#krok-1'), [{ text: 'Služby', href: '/sluzby' }]);
});
