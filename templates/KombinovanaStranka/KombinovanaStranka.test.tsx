import t from 'tap';
import { dom, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { KombinovanaStranka } from './server.ts';

t.test('a composed page: heading, blocks in their order, legal basis with its external link, updated on', async (t) => {
  const $ = dom(renderExample(KombinovanaStranka, examples.employers!));
  const page = $('article[data-template]');
  t.same(page.attr(), { class: 'gov-container content-page', 'data-template': 'KombinovanaStranka' });
  const header = page.children().first();
  t.ok(header.is('header.content-header'), 'the page opens with its header');
  t.equal(textOf(header.children('h1:first-child')), 'Pro zaměstnavatele');
  t.match(textOf(header.children('h1 + p.lead')), /^Nahlášení volných míst/);
  const order = ['Úřad práce ČR pomáhá', 'Nejčastější agendy', 'Společensky účelné pracovní místo', 'Povinnosti zaměstnavatelů', 'Lhůty na jednom místě', 'Poradí vám krajská pobočka', 'Hledáte pracovníky?', 'Právní předpisy', 'Aktualizováno'];
  const spoken = textOf($('body'));
  const positions = order.map((text) => spoken.indexOf(text));
  t.same(order.filter((_, i) => positions[i] === -1), [], 'every part is shown');
  t.same(positions, [...positions].sort((a, b) => a - b), 'in the editors’ order');
  t.ok($('#legal-basis-heading').is('h2.h4'));
  t.equal(textOf($('#legal-basis-heading')), 'Právní předpisy');
  const law = $('#legal-basis-heading + ul > li > a').first();
  t.same(law.attr(), { href: 'https://www.zakonyprolidi.cz/cs/2004-435', class: 'link--external', rel: 'noopener' });
  t.match(textOf(law), /^Zákon č\. 435\/2004 Sb\., o zaměstnanosti/);
  t.match(spoken, /Aktualizováno 12\. října 2026/);
});

t.test('English page: labels in English, the amount column right-aligned', async (t) => {
  const $ = dom(renderExample(KombinovanaStranka, examples.benefitsEnglish!, { locale: 'en' }));
  t.same([$('#block-1-severity').attr('class'), textOf($('#block-1-severity'))], ['notice__severity', 'Warning']);
  t.same(textsOf($, 'th[scope="col"].num'), ['Total amount']);
  t.ok(textsOf($, 'td.num').includes('CZK 525,000'));
});

t.test('broken data: the unknown block, the unsafe call to action and the wrong legal basis go, the rest renders', async (t) => {
  const $ = dom(renderExample(KombinovanaStranka, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'KombinovanaStranka');
  t.match(textOf($('body')), /Tento blok zůstává\./);
  t.match(textOf($('body')), /Perex zůstává\./);
  t.equal($('video, [class*="video"]').length, 0, 'no video block');
  t.equal($('[href^="javascript:"], [src^="javascript:"]').length, 0, 'no unsafe link');
  t.equal($('.legal-basis').length, 0);
  t.notMatch(textOf($('body')), /video|Bez odkazu|Právní předpisy/);
});

t.test('without blocks the page is not a composed page: it falls back to Default', async (t) => {
  const $ = dom(renderExample(KombinovanaStranka, examples.noBlocks!));
  t.equal($('[data-template]').attr('data-template'), 'Default');
  t.match(textOf($('body')), /Stránka bez bloků/);
});
