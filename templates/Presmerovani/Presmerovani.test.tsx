import t from 'tap';
import { pino } from 'pino';
import { dom, links, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { templateView } from '../../server/template-data.ts';
import type { AnyTemplateModule } from '../module.ts';
import { examples } from './examples.ts';
import { Presmerovani as module } from './server.ts';

// The answer as the pipeline asks for it, of data the schema has read.
const Presmerovani: AnyTemplateModule = module;

t.test('a redirect out of the portal: the interstitial says where the link leads', async (t) => {
  const $ = dom(renderExample(Presmerovani, examples.external!));
  t.equal($('[data-template]').attr('data-template'), 'Presmerovani');
  t.ok(textsOf($, 'p').includes('Tento odkaz vede mimo portál, na jobs.gov.cz.'));
  t.same(links($), [{ text: 'Volná místa na portálu jobs.gov.cz (odkaz na jiný web)', href: 'https://jobs.gov.cz' }]);
  const button = $('a.portal-button');
  t.equal(button.attr('rel'), 'noopener');
  t.equal(textOf(button.children('span.visually-hidden')), '(odkaz na jiný web)', 'the other website said to a screen reader');
  const view = templateView(Presmerovani, examples.external!, pino({ level: 'silent' })).view;
  t.equal(Presmerovani.answer?.(view, undefined), undefined, 'no redirect: the page itself answers');
});

t.test('a redirect within the portal answers 301 to the page', async (t) => {
  const view = templateView(Presmerovani, examples.internal!, pino({ level: 'silent' })).view;
  t.same(Presmerovani.answer?.(view, undefined), { kind: 'redirect', location: '/davka-statni-socialni-pomoci' });
});

t.test('a target that is no page address leaves no redirect: the item renders as a plain page', async (t) => {
  const $ = dom(renderExample(Presmerovani, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'Default');
  t.equal($('[href*="javascript:"]').length, 0);
  t.notMatch(textOf($('body')), /javascript:/);
});
