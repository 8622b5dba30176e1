import t from 'tap';
import { dom, links, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DevCard } from './server.ts';

t.test('the card preview: with text, without text, with an image, to another site (marked)', async (t) => {
  const $ = dom(renderExample(DevCard, examples.stavy!));
  t.equal($('[data-template]').attr('data-template'), 'DevCard');
  t.same($('li.gov-tile').toArray().map((tile) => $(tile).children().toArray().map((part) => `${part.tagName}.${$(part).attr('class')}`)), [
    ['h3.gov-tile__title h4', 'p.gov-tile__text'],
    ['h3.gov-tile__title h4'],
    ['img.gov-tile__image', 'h3.gov-tile__title h4', 'p.gov-tile__text'],
    ['h3.gov-tile__title h4', 'p.gov-tile__text'],
  ], 'each card: its image first, its title, its text if it has one');
  t.same(links($, '.gov-tile__title'), [
    { text: 'Příspěvek na bydlení', href: '/prispevek-na-bydleni' },
    { text: 'Formuláře', href: '/formulare' },
    { text: 'Dávka státní sociální pomoci', href: '/davka-statni-socialni-pomoci' },
    { text: 'Volná pracovní místa (odkaz na jiný web)', href: 'https://jobs.gov.cz' },
  ], 'each title is the link');
  t.match($('img.gov-tile__image').attr(), {
    class: 'gov-tile__image',
    src: '/_ipx/f_webp&w_400/cms/documents/3103/letak-prispevek-na-bydleni-obalka.jpg',
    srcset: / 2x/,
    alt: /.+/,
    loading: 'lazy',
    decoding: 'async',
  });
  const external = $('a[href="https://jobs.gov.cz"]');
  t.same(external.attr(), { href: 'https://jobs.gov.cz', class: 'link--external', rel: 'noopener' });
  t.equal(textOf(external.children('.visually-hidden')), '(odkaz na jiný web)', 'leaving the portal is said to screen readers');
});

t.test('in Russian the cards lead to the Russian pages', async (t) => {
  const $ = dom(renderExample(DevCard, examples.obrazek!, { locale: 'ru' }));
  t.ok(links($).some(({ href }) => href === '/ru/posobie-gosudarstvennoy-sotsialnoy-pomoshchi'));
  t.equal($('a[href*="jobs.gov.cz"]').length, 0, 'no card to another site in this example');
  t.notMatch(textOf($('body')), /jobs\.gov\.cz/);
});
