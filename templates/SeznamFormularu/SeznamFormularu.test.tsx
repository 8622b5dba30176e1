import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedForms } from './examples.ts';
import { SeznamFormularu } from './server.ts';

t.test('forms of one area, A–Z: the filter and the sort in one GET form, each form with its area', async (t) => {
  const html = renderExample(SeznamFormularu, examples.forms!, { data: loadedForms });
  t.match(html, /data-template="SeznamFormularu"/);
  t.match(html, /<form class="list-filter" action="\/formulare" method="get">/);
  t.match(html, /<option value="zamestnanost" selected="">Zaměstnanost<\/option>/);
  t.match(html, /<option value="name:asc" selected="">Podle abecedy A–Z<\/option><option value="name:desc">Podle abecedy Z–A<\/option>/);
  t.match(html, /<p class="list-count" role="status">2 položky<\/p>/);
  t.match(html, /<a href="\/formulare\/zadost-o-podporu-v-nezamestnanosti">Žádost o podporu v nezaměstnanosti<\/a><\/h2><p>Podáváte po zařazení/);
  t.match(html, /<ul class="gov-list--plain tag-list"><li>Zaměstnanost<\/li><\/ul>/);
});

t.test('in English the controls speak English', async (t) => {
  const html = renderExample(SeznamFormularu, examples.forms!, { data: loadedForms, locale: 'en' });
  t.match(html, /<option value="name:desc">Alphabetically Z–A<\/option>/);
  t.match(html, /<legend class="list-filter__legend">Filter the list<\/legend>/);
});

t.test('a list of forms without a usable definition renders as a plain page', async (t) => {
  const html = renderExample(SeznamFormularu, examples.broken!);
  t.match(html, /data-template="Default"/);
  t.match(html, /<h1>Formuláře bez definice<\/h1>/);
});
