import t from 'tap';
import { pino } from 'pino';
import { renderExample } from '../../test/helpers/render.tsx';
import { templateView } from '../../server/template-data.ts';
import type { AnyTemplateModule } from '../module.ts';
import { examples } from './examples.ts';
import { Presmerovani as module } from './server.ts';

// The answer as the pipeline asks for it, of data the schema has read.
const Presmerovani: AnyTemplateModule = module;

t.test('a redirect out of the portal: the interstitial says where the link leads', async (t) => {
  const html = renderExample(Presmerovani, examples.external!);
  t.match(html, /data-template="Presmerovani"/);
  t.match(html, /Tento odkaz vede mimo portál, na jobs\.gov\.cz\./);
  t.match(html, /<a class="portal-button" href="https:\/\/jobs\.gov\.cz" rel="noopener">Volná místa na portálu jobs\.gov\.cz<span class="visually-hidden"> \(odkaz na jiný web\)<\/span><\/a>/);
  const view = templateView(Presmerovani, examples.external!, pino({ level: 'silent' })).view;
  t.equal(Presmerovani.answer?.(view, undefined), undefined, 'no redirect: the page itself answers');
});

t.test('a redirect within the portal answers 301 to the page', async (t) => {
  const view = templateView(Presmerovani, examples.internal!, pino({ level: 'silent' })).view;
  t.same(Presmerovani.answer?.(view, undefined), { kind: 'redirect', location: '/davka-statni-socialni-pomoci' });
});

t.test('a target that is no page address leaves no redirect: the item renders as a plain page', async (t) => {
  const html = renderExample(Presmerovani, examples.broken!);
  t.match(html, /data-template="Default"/);
  t.notMatch(html, /javascript:/);
});
