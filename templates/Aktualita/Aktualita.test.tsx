import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { TiskovaZprava } from '../TiskovaZprava/server.ts';
import { examples } from './examples.ts';
import { Aktualita } from './server.ts';

const jsonLd = (html: string) => {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!script) throw new Error('no JSON-LD');
  return JSON.parse(script[1]!) as Record<string, unknown>;
};

t.test('news item: date first, perex, image with caption, body, attachment with type and size, topics', async (t) => {
  const html = renderExample(Aktualita, examples.news!);
  t.match(html, /data-template="Aktualita"/);
  t.match(html, /<p class="news-article__date"><time dateTime="2026-10-15T08:00:00\+02:00">15\. října 2026<\/time><\/p><h1>Veletrh práce/);
  t.match(html, /<p class="lead">Na výstavišti Černá louka/);
  t.match(html, /<img src="\/_ipx\/f_webp&amp;w_720\/cms\/documents\/3102\/veletrh-prace-ostrava.jpg" srcSet="[^"]+ 1x, [^"]+ 2x" sizes="[^"]+" alt="Stánky zaměstnavatelů na veletrhu práce" loading="eager" fetchPriority="high" decoding="async"\/><figcaption>Veletrh na Černé louce<\/figcaption>/);
  t.match(html, /<h2>Další veletrh<\/h2>/);
  t.match(html, /<h2 id="news-attachments-heading">Přílohy<\/h2>/);
  t.match(html, /<a href="\/cms\/documents\/3201\/vystavovatele-2026.pdf">Seznam vystavovatelů<\/a><span class="documents__details"> \(PDF, 1,2 MB\)<\/span>/);
  t.match(html, /<li>Zaměstnanost<\/li><li>Moravskoslezský kraj<\/li>/);
  t.notMatch(html, /Kontakt pro média/, 'a news item has no press contact');
});

t.test('news item: NewsArticle JSON-LD parses back', async (t) => {
  const data = jsonLd(renderExample(Aktualita, examples.news!));
  t.same(data, {
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
  const html = renderExample(TiskovaZprava, examples.pressRelease!, { locale: 'en' });
  t.match(html, /data-template="TiskovaZprava"/);
  t.match(html, /<p class="news-article__date">Praha, <time dateTime="2026-10-15T08:00:00\+02:00">/);
  t.match(html, /<h2 id="press-contact-heading">Press contact<\/h2><address class="contact-person"><p class="contact-person__name">Mgr\. Jana Vzorová<\/p><p>Oddělení komunikace a vnějších vztahů<\/p>/);
  t.match(html, /<a href="tel:\+420950180500">\+420 950 180 500<\/a>/);
  t.match(html, /<a href="mailto:media@uradprace.cz">media@uradprace.cz<\/a>/);
  t.equal(jsonLd(html)['@type'], 'NewsArticle');
});

t.test('broken data: the unsafe image, the wrong-typed attachments and contact are left out, the rest renders', async (t) => {
  const html = renderExample(Aktualita, examples.broken!);
  t.match(html, /data-template="Aktualita"/);
  t.match(html, /<h1>Aktualita s vadnými údaji<\/h1>/);
  t.match(html, /Perex zůstává\./);
  t.match(html, /Text zůstává\./);
  t.notMatch(html, /<img|javascript:|Přílohy|Kontakt pro média/);
});
