import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { templateFor } from '../server-registry.ts';
import { examples } from './examples.ts';
import { Default } from './server.ts';

t.test('a structure key without a template of its own renders with Default', async (t) => {
  t.equal(templateFor('NoSuchKey'), Default);
  t.equal(templateFor('HlavniStranka').key, 'HlavniStranka');
  t.equal(templateFor('constructor'), Default, 'names of Object.prototype are no templates');
});

t.test('unknownStructure: title, perex, body', async (t) => {
  const html = renderExample(Default, examples.unknownStructure!);
  t.match(html, /data-template="Default"/);
  t.match(html, /<h1>Konference o zaměstnanosti 2026<\/h1>/);
  t.match(html, /<p>Konference se koná v Praze.<\/p>/);
});
