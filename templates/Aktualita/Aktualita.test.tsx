import t from 'tap';
import { dom, jsonLd, labelledBy, links, outline, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample, renderSizedExample } from '../../test/helpers/render.tsx';
import { TiskovaZprava } from '../TiskovaZprava/server.ts';
import { examples } from './examples.ts';
import { Aktualita } from './server.ts';

/** The news item's photo as the server finds it: 1600 × 900 px. */
const PHOTO_SIZE = { '/cms/documents/3102/veletrh-prace-ostrava.jpg': { width: 1600, height: 900 } };

t.test('news item: date first, perex, image with caption, body, attachment with type and size, topics', async (t) => {
  const $ = dom(await renderSizedExample(Aktualita, examples.news!, PHOTO_SIZE));
  t.equal($('[data-template]').attr('data-template'), 'Aktualita');
  const date = $('header > p.news-article__date');
  t.ok(date.next().is('h1'), 'the date comes right before the heading');
  t.equal(textOf(date), '15. října 2026');
  t.equal(date.children('time').attr('datetime'), '2026-10-15T08:00:00+02:00');
  t.match(textOf($('h1')), /^Veletrh práce/);
  t.match(textOf($('h1 + p.lead')), /^Na výstavišti Černá louka/);
  t.match($('figure > img').attr(), {
    src: '/_ipx/f_webp&w_720/cms/documents/3102/veletrh-prace-ostrava.jpg',
    srcset: /^\S+ 1x, \S+ 2x$/,
    alt: 'Stánky zaměstnavatelů na veletrhu práce',
    loading: 'eager',
    fetchpriority: 'high',
    decoding: 'async',
  }, 'the image loads first, in both densities');
  t.same([$('figure > img').attr('width'), $('figure > img').attr('height')], ['720', '405'], 'its box kept while it loads: the column\'s width, in the photo\'s proportions');
  t.equal(textOf($('figure > img + figcaption')), 'Veletrh na Černé louce', 'the caption follows the image');
  t.same(outline($), ['h1 Veletrh práce a vzdělávání v Ostravě navštívily tisíce lidí', 'h2 Další veletrh', 'h2 Přílohy', 'h2 Témata']);
  t.equal(textOf($('#news-attachments-heading')), 'Přílohy');
  const attachments = labelledBy($, 'news-attachments-heading');
  t.same(links($, '[aria-labelledby="news-attachments-heading"]'), [{ text: 'Seznam vystavovatelů', href: '/cms/documents/3201/vystavovatele-2026.pdf' }]);
  t.equal(textOf(attachments.find('a + .documents__details')), '(PDF, 1,2 MB)', 'the file type and size follow the link');
  t.same(textsOf($, '.tag-list > li'), ['Zaměstnanost', 'Moravskoslezský kraj']);
  t.notMatch(textOf($('body')), /Kontakt pro média/, 'a news item has no press contact');
});

t.test('news item: NewsArticle JSON-LD parses back', async (t) => {
  t.same(jsonLd(dom(renderExample(Aktualita, examples.news!))), {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: 'Veletrh práce a vzdělávání v Ostravě navštívily tisíce lidí',
    description: 'Na výstavišti Černá louka se představilo přes sto zaměstnavatelů a škol z Moravskoslezského kraje.',
    datePublished: '2026-10-15T08:00:00+02:00',
    dateModified: '2026-10-16T09:30:00+02:00',
    image: ['/cms/documents/3102/veletrh-prace-ostrava.jpg'],
    inLanguage: 'cs-CZ',
    keywords: 'Zaměstnanost, Moravskoslezský kraj',
  });
});

t.test('press release: dateline before the date, the press contact with phone and e-mail links, in English labels', async (t) => {
  const $ = dom(renderExample(TiskovaZprava, examples.pressRelease!, { locale: 'en' }));
  t.equal($('[data-template]').attr('data-template'), 'TiskovaZprava');
  const date = $('p.news-article__date');
  t.match(textOf(date), /^Praha, 15\. října 2026$/);
  t.equal(date.children('time').attr('datetime'), '2026-10-15T08:00:00+02:00');
  t.equal(textOf($('#press-contact-heading')), 'Press contact');
  const contact = labelledBy($, 'press-contact-heading').children('address.contact-person');
  t.same(contact.children('p').toArray().slice(0, 2).map((p) => [$(p).attr('class'), textOf($(p))]), [
    ['contact-person__name', 'Mgr. Jana Vzorová'],
    [undefined, 'Oddělení komunikace a vnějších vztahů'],
  ], 'the name first, then the department');
  t.same(links($, '[aria-labelledby="press-contact-heading"] > address'), [
    { text: '+420 950 180 500', href: 'tel:+420950180500' },
    { text: 'media@uradprace.cz', href: 'mailto:media@uradprace.cz' },
  ]);
  t.equal(jsonLd($)['@type'], 'NewsArticle');
});

t.test('broken data: the unsafe image, the wrong-typed attachments and contact are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(Aktualita, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'Aktualita');
  t.equal(textOf($('h1')), 'Aktualita s vadnými údaji');
  t.match(textOf($('body')), /Perex zůstává\./);
  t.match(textOf($('body')), /Text zůstává\./);
  t.equal($('img').length, 0, 'no image');
  t.equal($('[href^="javascript:"], [src^="javascript:"]').length, 0, 'no unsafe link');
  t.notMatch(textOf($('body')), /Přílohy|Kontakt pro média/);
});
