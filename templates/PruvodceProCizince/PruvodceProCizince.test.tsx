import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { PruvodceProCizince } from './server.ts';

t.test('the guide: the language notice first, numbered steps with what to bring and where to go', async (t) => {
  const html = renderExample(PruvodceProCizince, examples.guide!);
  t.match(html, /data-template="PruvodceProCizince"/);
  t.match(html, /<\/header><div class="notice notice--info guide__language" role="note"><p><strong>Jazyk jednání<\/strong><\/p><p>Úřad práce ČR jedná v češtině/);
  t.match(html, /<ol class="guide__steps"><li class="guide__step"><h2 id="guide-step-1">Zjistěte, zda potřebujete povolení k zaměstnání<\/h2>/);
  t.match(html, /<h3>Co si vzít s sebou<\/h3><ul><li>cestovní pas nebo průkaz totožnosti<\/li><\/ul>/);
  t.match(html, /<h3>Kam jít<\/h3><p>Ministerstvo vnitra – <a href="\/zamestnavani-cizincu">Zaměstnávání cizinců<\/a><\/p>/);
  t.match(html, /<a href="https:\/\/ipc.gov.cz" class="link--external" rel="noopener">Portál Ministerstva vnitra pro cizince/);
  const uk = renderExample(PruvodceProCizince, examples.guide!, { locale: 'ua' });
  t.match(uk, /<h3>Що взяти з собою<\/h3>/);
});

t.test('a step without a title is left out, the rest stays', async (t) => {
  const html = renderExample(PruvodceProCizince, examples.broken!);
  t.match(html, /data-template="PruvodceProCizince"/);
  t.match(html, /Krok, který zůstane/);
  t.notMatch(html, /Bez nadpisu|guide__language/);
});
