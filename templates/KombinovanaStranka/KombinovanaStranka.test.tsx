import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { KombinovanaStranka } from './server.ts';

t.test('a composed page: heading, blocks in their order, legal basis with its external link, updated on', async (t) => {
  const html = renderExample(KombinovanaStranka, examples.employers!);
  t.match(html, /<article class="gov-container content-page" data-template="KombinovanaStranka"><header class="content-header"><h1>Pro zaměstnavatele<\/h1><p class="lead">Nahlášení volných míst/);
  const order = ['Úřad práce ČR pomáhá', 'Nejčastější agendy', 'Společensky účelné pracovní místo', 'Povinnosti zaměstnavatelů', 'Lhůty na jednom místě', 'Poradí vám krajská pobočka', 'Hledáte pracovníky?', 'Právní předpisy', 'Aktualizováno'];
  const positions = order.map((text) => html.indexOf(text));
  t.notOk(positions.includes(-1), 'every part is shown');
  t.same(positions, [...positions].sort((a, b) => a - b), 'in the editors’ order');
  t.match(html, /<h2 id="legal-basis-heading" class="h4">Právní předpisy<\/h2><ul><li><a href="https:\/\/www.zakonyprolidi.cz\/cs\/2004-435" class="link--external" rel="noopener">Zákon č\. 435\/2004 Sb\., o zaměstnanosti/);
  t.match(html, /Aktualizováno 12\. října 2026/);
});

t.test('English page: labels in English, the amount column right-aligned', async (t) => {
  const html = renderExample(KombinovanaStranka, examples.benefitsEnglish!, { locale: 'en' });
  t.match(html, /<p class="notice__severity" id="block-1-severity">Warning<\/p>/);
  t.match(html, /<th scope="col" class="num">Total amount<\/th>/);
  t.match(html, /<td class="num">CZK 525,000<\/td>/);
});

t.test('broken data: the unknown block, the unsafe call to action and the wrong legal basis go, the rest renders', async (t) => {
  const html = renderExample(KombinovanaStranka, examples.broken!);
  t.match(html, /data-template="KombinovanaStranka"/);
  t.match(html, /Tento blok zůstává\./);
  t.match(html, /Perex zůstává\./);
  t.notMatch(html, /video|javascript:|Bez odkazu|Právní předpisy/);
});

t.test('without blocks the page is not a composed page: it falls back to Default', async (t) => {
  const html = renderExample(KombinovanaStranka, examples.noBlocks!);
  t.match(html, /data-template="Default"/);
  t.match(html, /Stránka bez bloků/);
});
