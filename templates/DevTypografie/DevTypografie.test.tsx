import t from 'tap';
import { dom, links, outline, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DevTypografie } from './server.ts';

/** The heading levels in document order. */
const levels = (headings: string[]) => headings.map((heading) => Number(heading[1]));

t.test('the typography preview: headings in order, lead, lists, links, quotation, code and abbreviation', async (t) => {
  const $ = dom(renderExample(DevTypografie, examples.clanek!));
  t.equal($('[data-template]').attr('data-template'), 'DevTypografie');
  t.same(levels(outline($)), [1, 2, 3, 4, 2, 3], 'h1 to h4, no level skipped');
  t.equal($('p.lead').length, 1);
  t.same([$('abbr').attr('title'), textOf($('abbr'))], ['Úřad práce České republiky', 'ÚP ČR']);
  t.same($('a[href="https://jenda.mpsv.cz"]').attr(), { href: 'https://jenda.mpsv.cz', class: 'link--external', rel: 'noopener' });
  t.ok(links($).some(({ href }) => href === '/objednani-na-pracoviste'));
  t.equal(textOf($('code')), '8501011234');
  t.ok($('ul > li').length > 0 && $('ol > li').length > 0, 'a bulleted and a numbered list');
  const quotation = $('blockquote');
  t.equal(quotation.attr('cite'), 'https://www.zakonyprolidi.cz/cs/2004-435#p24');
  t.match(textOf(quotation.children('p').first()), /^Uchazečem o zaměstnání je/);
  t.equal(textOf($('cite')), '§ 24 zákona č. 435/2004 Sb., o zaměstnanosti');
});

t.test('in Ukrainian, and one part alone', async (t) => {
  const $ = dom(renderExample(DevTypografie, examples.seznamy!, { locale: 'ua' }));
  t.equal(textOf($('h1')), 'Типографіка');
  t.equal($('blockquote, abbr').length, 0);
  t.same(levels(outline($)), [1, 2, 3], 'no level skipped');
  t.ok($('ol > li').length > 0);
});
