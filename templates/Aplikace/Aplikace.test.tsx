import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { Aplikace } from './server.ts';

t.test('an application: the launch first, what it does, who may use it, how to sign in, what one needs', async (t) => {
  const html = renderExample(Aplikace, examples.jenda!);
  t.match(html, /data-template="Aplikace"/);
  t.match(html, /<\/header><p class="application__launch"><a href="https:\/\/jenda.mpsv.cz" class="portal-button link--external" rel="noopener">Přihlásit se do Klientské zóny Jenda/);
  t.match(html, /<h2 id="app-audience-heading">Pro koho je<\/h2><p>Žadatelé a příjemci dávek/);
  t.match(html, /<p>Je potřeba se přihlásit\.<\/p><p>Přihlásit se můžete:<\/p><ul><li>bankovní identitou<\/li><li>Mobilním klíčem eGovernmentu<\/li><li>neznama-metoda<\/li><\/ul>/);
  t.match(html, /<h2 id="app-requirements-heading">Co budete potřebovat<\/h2><ul><li>prostředek pro přihlášení/);
  t.equal(html.match(/class="application__launch"/g)?.length, 2, 'the launch again after the text');
  const uk = renderExample(Aplikace, examples.jenda!, { locale: 'ua' });
  t.match(uk, /<li>банківською ідентичністю<\/li>/);
});

t.test('wrong-typed fields are left out, the launch stays', async (t) => {
  const html = renderExample(Aplikace, examples.broken!);
  t.match(html, /data-template="Aplikace"/);
  t.match(html, /<a class="portal-button" href="\/objednani">Spustit<\/a>/);
  t.match(html, /<li>počítač<\/li>/);
  t.notMatch(html, /app-signin-heading/);
});
