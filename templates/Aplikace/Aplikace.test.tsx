import t from 'tap';
import { dom, labelledBy, links, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { Aplikace } from './server.ts';

t.test('an application: the launch first, what it does, who may use it, how to sign in, what one needs', async (t) => {
  const $ = dom(renderExample(Aplikace, examples.jenda!));
  t.equal($('[data-template]').attr('data-template'), 'Aplikace');
  const launch = { text: 'Přihlásit se do Klientské zóny Jenda (odkaz na jiný web)', href: 'https://jenda.mpsv.cz' };
  t.same(links($, 'header + p.application__launch'), [launch], 'the launch right after the header');
  t.same($('header + p.application__launch > a').attr(), { href: 'https://jenda.mpsv.cz', class: 'portal-button link--external', rel: 'noopener' });
  t.equal(textOf($('#app-audience-heading')), 'Pro koho je');
  t.match(textOf($('#app-audience-heading + p')), /^Žadatelé a příjemci dávek/);
  t.same(textsOf($, '[aria-labelledby="app-signin-heading"] > p'), ['Je potřeba se přihlásit.', 'Přihlásit se můžete:']);
  t.same(textsOf($, '[aria-labelledby="app-signin-heading"] > p + ul > li'), ['bankovní identitou', 'Mobilním klíčem eGovernmentu', 'neznama-metoda'], 'every way to sign in, an unknown one as written');
  t.equal(textOf($('#app-requirements-heading')), 'Co budete potřebovat');
  t.match(textOf($('#app-requirements-heading + ul > li').first()), /^prostředek pro přihlášení/);
  t.same(links($, '.application__launch'), [launch, launch], 'the launch again after the text');
  t.equal(labelledBy($, 'app-requirements-heading').nextAll('.application__launch').length, 1, 'the second launch follows the sections');
  const uk = dom(renderExample(Aplikace, examples.jenda!, { locale: 'ua' }));
  t.ok(textsOf(uk, '[aria-labelledby="app-signin-heading"] li').includes('банківською ідентичністю'));
});

t.test('wrong-typed fields are left out, the launch stays', async (t) => {
  const $ = dom(renderExample(Aplikace, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'Aplikace');
  t.same($('.application__launch > a').first().attr(), { class: 'portal-button', href: '/objednani' });
  t.equal(textOf($('.application__launch > a').first()), 'Spustit');
  t.ok(textsOf($, 'li').includes('počítač'));
  t.equal($('#app-signin-heading').length, 0);
});
