/** CMS Markdown (docs/product.md §5): markdown-it's defaults, then the same sanitizer as CMS HTML. */
import t from 'tap';
import { dom, links, textOf } from '../helpers/dom.ts';
import { renderMarkdown } from '../../server/markdown.ts';

t.test('links with javascript, vbscript, file or data schemes are refused; data images of four types are not', async (t) => {
  for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'data:text/html;base64,PHNjcmlwdD4=']) {
    const $ = dom(renderMarkdown(`[odkaz](${url})`));
    t.equal($('[href]').length, 0, url);
    t.same([$('a').length, textOf($('body'))], [0, `[odkaz](${url})`], `${url} is left as text`);
  }
  for (const type of ['gif', 'png', 'jpeg', 'webp']) {
    const image = dom(renderMarkdown(`![tečka](data:image/${type};base64,R0lGODlhAQABAAAAACw=)`))('img');
    t.same([image.length, image.attr('src'), image.attr('alt')], [1, `data:image/${type};base64,R0lGODlhAQABAAAAACw=`, 'tečka'], type);
  }
  t.equal(dom(renderMarkdown('![x](data:image/svg+xml;base64,PHN2Zz4=)'))('[src]').length, 0, 'an SVG image is not one of them');
  const $links = dom(renderMarkdown('[Kontakty](/kontakty) a [web](https://www.mpsv.cz) a [mail](mailto:podatelna@uradprace.cz)'));
  t.same(links($links), [
    { text: 'Kontakty', href: '/kontakty' },
    { text: 'web', href: 'https://www.mpsv.cz' },
    { text: 'mail', href: 'mailto:podatelna@uradprace.cz' },
  ], 'a portal path, the web and e-mail linked');
  t.equal(textOf($links('p')), 'Kontakty a web a mail');
});

t.test('raw HTML is text, and what the sanitizer does to CMS HTML it does here', async (t) => {
  t.equal(renderMarkdown('<script>alert(1)</script>'), '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  t.equal(renderMarkdown('# Nadpis'), '<h2>Nadpis</h2>\n', 'a level 1 heading competes with the page title');
  t.equal(renderMarkdown('**tučně** a *kurzívou*\n\n- jedna\n- dvě'), '<p><strong>tučně</strong> a <em>kurzívou</em></p>\n<ul>\n<li>jedna</li>\n<li>dvě</li>\n</ul>\n');
});

t.test('nesting is cut at 100 levels', async (t) => {
  const html = renderMarkdown(`${'> '.repeat(150)}hluboko`);
  t.equal(html.match(/<blockquote>/g)?.length, 100);
});

t.test('a table fills in at most 65,536 missing cells', async (t) => {
  // A header of 300 columns and 1,000 rows of one cell each would fill in 299,000 cells.
  const header = `|${' a |'.repeat(300)}\n|${' - |'.repeat(300)}\n`;
  const html = renderMarkdown(header + '| x |\n'.repeat(1000));
  const cells = html.match(/<td>/g)?.length ?? 0;
  t.ok(cells > 0, 'the table renders');
  t.ok(cells <= 65_536 + 300, `${cells} cells`);
});
