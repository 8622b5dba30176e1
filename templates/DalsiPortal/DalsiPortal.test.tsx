import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { DalsiPortal } from './server.ts';

t.test('another portal: who runs it, what it offers, the way there marked as leaving the portal', async (t) => {
  const html = renderExample(DalsiPortal, examples.eures!);
  t.match(html, /data-template="DalsiPortal"/);
  t.match(html, /<strong>Provozovatel: <\/strong>Evropská komise/);
  t.match(html, /<a href="https:\/\/eures.europa.eu" class="portal-button link--external" rel="noopener">Přejít na eures\.europa\.eu<span class="visually-hidden"> \(odkaz na jiný web\)<\/span><\/a>/);
  const en = renderExample(DalsiPortal, examples.eures!, { locale: 'en' });
  t.match(en, />Go to eures\.europa\.eu<span class="visually-hidden"> \(link to another website\)/);
});

t.test('a portal without a usable link is no portal page: it renders as a plain page, the unsafe link gone', async (t) => {
  const html = renderExample(DalsiPortal, examples.broken!);
  t.match(html, /data-template="Default"/);
  t.notMatch(html, /javascript:/);
});
