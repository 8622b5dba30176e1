import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedChildren } from './examples.ts';
import { Rozcestnik } from './server.ts';

t.test('signpost: cards of the children in order, each with its name as a link and its perex', async (t) => {
  const html = renderExample(Rozcestnik, examples.signpost!, { data: loadedChildren });
  t.match(html, /data-template="Rozcestnik"/);
  t.match(html, /<h1>Životní situace<\/h1><p class="lead">Co řešíte\?/);
  t.match(
    html,
    /<ul class="gov-list--plain card-list"><li class="gov-tile"><h2 class="gov-tile__title h4"><a href="\/sluzby">Služby a dávky<\/a><\/h2><p class="gov-tile__text">Přehled služeb.*<a href="\/podpora-v-nezamestnanosti">Podpora v nezaměstnanosti<\/a>.*<a href="\/davka-statni-socialni-pomoci">Dávka státní sociální pomoci<\/a><\/h2><\/li><\/ul>/s,
  );
  t.equal(html.match(/class="gov-tile"/g)?.length, 3, 'one card a child that was found');
});

t.test('English signpost: the introduction above the cards', async (t) => {
  const html = renderExample(Rozcestnik, examples.english!, { locale: 'en', data: [{ id: '1', title: 'Services', url: '/en/services' }] });
  t.match(html, /<div class="rich-text"><p>Most services can be applied for online\.<\/p><\/div><ul class="gov-list--plain card-list">/);
  t.match(html, /<p class="updated">Updated 1 September 2026<\/p>/);
});

t.test('broken data: the wrong-typed child is dropped, the signpost renders the rest', async (t) => {
  const html = renderExample(Rozcestnik, examples.broken!, { data: loadedChildren.slice(0, 1) });
  t.match(html, /data-template="Rozcestnik"/);
  t.match(html, /<h1>Rozcestník s vadným odkazem<\/h1>/);
  t.match(html, /Perex zůstává\./);
  t.match(html, /<a href="\/sluzby">Služby a dávky<\/a>/);
});
