import t from 'tap';
import { dom, labelledBy, links, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { embeddedExample, examples } from './examples.ts';
import { BeznaStranka } from './server.ts';

t.test('withRelated: title, perex, body with in-app links, related pages, updated date', async (t) => {
  const $ = dom(renderExample(BeznaStranka, examples.withRelated!));
  t.equal($('[data-template]').attr('data-template'), 'BeznaStranka');
  t.equal(textOf($('h1')), 'O Úřadu práce ČR');
  t.match(textOf($('p.lead')), /^Co Úřad práce ČR dělá/);
  t.ok(links($, '.rich-text').some(({ text, href }) => text === 'kontaktní pracoviště' && href === '/kontakty'), 'a link in the body leads within the portal');
  t.equal(textOf($('#related-heading')), 'Související stránky');
  t.ok($('#related-heading').is('h2.h4'), 'the related pages: a small h2');
  t.ok(links($, '[aria-labelledby="related-heading"]').some(({ text, href }) => text.startsWith('Ministerstvo práce') && href === 'https://www.mpsv.cz'));
  t.match(textOf($('body')), /Aktualizováno 2\. listopadu 2026/);
});

t.test('plain: no related block, the publication date stands in for a missing update', async (t) => {
  const $ = dom(renderExample(BeznaStranka, examples.plain!));
  t.equal($('#related-heading, [aria-labelledby="related-heading"]').length, 0);
  t.match(textOf($('body')), /Zveřejněno 1\. října 2026/);
});

t.test('embedded content renders as a section of its own', async (t) => {
  const $ = dom(renderExample(BeznaStranka, examples.plain!, { embedded: embeddedExample }));
  const embedded = labelledBy($, 'embedded-example-embedded');
  t.ok(embedded.is('section.embedded'), 'a section labelled by its heading');
  t.equal(embedded.children().first().attr('id'), 'embedded-example-embedded', 'its heading opens it');
  t.ok(embedded.children().first().is('h2'));
  t.equal(textOf($('#embedded-example-embedded')), 'Call centrum');
});
