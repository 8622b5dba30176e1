import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { embeddedExample, examples } from './examples.ts';
import { BeznaStranka } from './server.ts';

t.test('withRelated: title, perex, body with in-app links, related pages, updated date', async (t) => {
  const html = renderExample(BeznaStranka, examples.withRelated!);
  t.match(html, /data-template="BeznaStranka"/);
  t.match(html, /<h1>O Úřadu práce ČR<\/h1>/);
  t.match(html, /<p class="lead">Co Úřad práce ČR dělá/);
  t.match(html, /<a[^>]*href="\/kontakty"[^>]*>kontaktní pracoviště<\/a>/);
  t.match(html, /<h2 id="related-heading" class="h4">Související stránky<\/h2>/);
  t.match(html, /<a href="https:\/\/www.mpsv.cz">Ministerstvo práce/);
  t.match(html, /Aktualizováno 2\. listopadu 2026/);
});

t.test('plain: no related block, the publication date stands in for a missing update', async (t) => {
  const html = renderExample(BeznaStranka, examples.plain!);
  t.notMatch(html, /related-heading/);
  t.match(html, /Zveřejněno 1\. října 2026/);
});

t.test('embedded content renders as a section of its own', async (t) => {
  const html = renderExample(BeznaStranka, examples.plain!, { embedded: embeddedExample });
  t.match(html, /<section class="embedded" aria-labelledby="embedded-example-embedded"><h2 id="embedded-example-embedded">Call centrum<\/h2>/);
});
