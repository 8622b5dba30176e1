import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DevCard } from './server.ts';

t.test('the card preview: with text, without text, with an image, to another site (marked)', async (t) => {
  const html = renderExample(DevCard, examples.stavy!);
  t.match(html, /data-template="DevCard"/);
  t.match(html, /<h3 class="gov-tile__title h4"><a href="\/prispevek-na-bydleni">Příspěvek na bydlení<\/a><\/h3><p class="gov-tile__text">/);
  t.match(html, /<h3 class="gov-tile__title h4"><a href="\/formulare">Formuláře<\/a><\/h3><\/li>/, 'a card without text ends after its title');
  t.match(html, /<img class="gov-tile__image" src="\/_ipx\/f_webp&amp;w_400\/cms\/documents\/3103\/letak-prispevek-na-bydleni-obalka.jpg" srcSet="[^"]+" sizes="[^"]+" alt="[^"]+" loading="lazy" decoding="async"\/><h3/);
  t.match(html, /<a href="https:\/\/jobs.gov.cz" class="link--external" rel="noopener">[^<]+<span class="visually-hidden"> \(odkaz na jiný web\)<\/span><\/a>/);
});

t.test('in Russian the cards lead to the Russian pages', async (t) => {
  const html = renderExample(DevCard, examples.obrazek!, { locale: 'ru' });
  t.match(html, /<a href="\/ru\/posobie-gosudarstvennoy-sotsialnoy-pomoshchi">/);
  t.notMatch(html, /jobs.gov.cz/);
});
