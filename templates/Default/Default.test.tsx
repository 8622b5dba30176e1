import t from 'tap';
import { renderHtml } from '../../test/helpers/render.tsx';
import { templateFor } from '../registry.ts';
import { Default } from './Default.tsx';
import { examples } from './examples.ts';

t.test('a structure key without a template of its own renders with Default', async (t) => {
  t.equal(templateFor('Konference'), Default);
  t.equal(templateFor('HlavniStranka').key, 'HlavniStranka');
});

t.test('unknownStructure: title, perex, body', async (t) => {
  const html = renderHtml(<Default.Component content={examples.unknownStructure!} locale="cs" />, 'cs');
  t.match(html, /<h1>Konference o zaměstnanosti 2026<\/h1>/);
  t.match(html, /<p>Konference se koná v Praze.<\/p>/);
});
