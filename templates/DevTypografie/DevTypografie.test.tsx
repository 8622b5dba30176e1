import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DevTypografie } from './server.ts';

t.test('the typography preview: headings in order, lead, lists, links, quotation, code and abbreviation', async (t) => {
  const html = renderExample(DevTypografie, examples.clanek!);
  t.match(html, /data-template="DevTypografie"/);
  t.same([...html.matchAll(/<h(\d)/g)].map((match) => Number(match[1])), [1, 2, 3, 4, 2, 3], 'h1 to h4, no level skipped');
  t.match(html, /<p class="lead">/);
  t.match(html, /<abbr title="Úřad práce České republiky">ÚP ČR<\/abbr>/);
  t.match(html, /<a href="https:\/\/jenda.mpsv.cz" class="link--external" rel="noopener">/);
  t.match(html, /<a href="\/objednani-na-pracoviste">/);
  t.match(html, /<code>8501011234<\/code>/);
  t.match(html, /<ul><li>/);
  t.match(html, /<ol><li>/);
  t.match(html, /<blockquote cite="https:\/\/www.zakonyprolidi.cz\/cs\/2004-435#p24"><p>Uchazečem o zaměstnání je/);
  t.match(html, /<cite>§ 24 zákona č\. 435\/2004 Sb\., o zaměstnanosti<\/cite>/);
});

t.test('in Ukrainian, and one part alone', async (t) => {
  const html = renderExample(DevTypografie, examples.seznamy!, { locale: 'ua' });
  t.match(html, /<h1>Типографіка<\/h1>/);
  t.notMatch(html, /<blockquote|<abbr/);
  t.same([...html.matchAll(/<h(\d)/g)].map((match) => Number(match[1])), [1, 2, 3], 'no level skipped');
  t.match(html, /<ol><li>/);
});
