import t from 'tap';
import { dom, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { templateFor } from '../module.ts';
import { serverTemplates } from '../server-registry.ts';
import { examples } from './examples.ts';
import { Default } from './server.ts';

t.test('a structure key without a template of its own renders with Default', async (t) => {
  t.equal(templateFor('NoSuchKey', serverTemplates), Default);
  t.equal(templateFor('HlavniStranka', serverTemplates).key, 'HlavniStranka');
  t.equal(templateFor('constructor', serverTemplates), Default, 'names of Object.prototype are no templates');
});

t.test('unknownStructure: title, perex, body', async (t) => {
  const $ = dom(renderExample(Default, examples.unknownStructure!));
  t.equal($('[data-template]').attr('data-template'), 'Default');
  t.equal(textOf($('h1')), 'Konference o zaměstnanosti 2026');
  t.ok($('p').toArray().some((p) => textOf($(p)) === 'Konference se koná v Praze.'), 'the body paragraph');
});
