import t from 'tap';
import { dom, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DalsiPortal } from './server.ts';

t.test('another portal: who runs it, what it offers, the way there marked as leaving the portal', async (t) => {
  const $ = dom(renderExample(DalsiPortal, examples.eures!));
  t.equal($('[data-template]').attr('data-template'), 'DalsiPortal');
  const operator = $('strong').filter((_, strong) => textOf($(strong)) === 'Provozovatel:');
  t.equal(operator.length, 1, 'the operator is labelled');
  t.match(textOf(operator.parent()), /^Provozovatel: Evropská komise/);
  const link = $('a.portal-button');
  t.same(link.attr(), { href: 'https://eures.europa.eu', class: 'portal-button link--external', rel: 'noopener' });
  t.equal(textOf(link), 'Přejít na eures.europa.eu (odkaz na jiný web)');
  t.equal(textOf(link.children('.visually-hidden')), '(odkaz na jiný web)', 'leaving the portal is said to screen readers');
  const en = dom(renderExample(DalsiPortal, examples.eures!, { locale: 'en' }));
  t.equal(textOf(en('a.portal-button')), 'Go to eures.europa.eu (link to another website)');
  t.equal(textOf(en('a.portal-button > .visually-hidden')), '(link to another website)');
});

t.test('a portal without a usable link is no portal page: it renders as a plain page, the unsafe link gone', async (t) => {
  const $ = dom(renderExample(DalsiPortal, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'Default');
  t.equal($('[href^="javascript:"], [src^="javascript:"]').length, 0, 'no unsafe link');
});
