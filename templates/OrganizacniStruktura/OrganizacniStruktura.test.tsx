import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { OrganizacniStruktura } from './server.ts';

t.test('a tree of units as nested lists of native disclosures, the top open, with heads and contacts', async (t) => {
  const html = renderExample(OrganizacniStruktura, examples.structure!);
  t.match(html, /data-template="OrganizacniStruktura"/);
  t.match(html, /<ul class="org-tree org-tree--root"><li id="generalni-reditel"><details class="org-unit" open=""><summary>Generální ředitel<\/summary>/);
  t.match(html, /<p class="contact-person__name">Ing\. Jan Vzorový<\/p><p>generální ředitel<\/p>/);
  t.match(html, /Telefon: <a href="tel:\+420950180101">\+420 950 180 101<\/a><br\/>E-mail: <a href="mailto:sekretariat.gr@uradprace.cz">/);
  t.match(html, /<ul class="org-tree"><li id="oddeleni-komunikace"><details class="org-unit"><summary>Oddělení komunikace a vnějších vztahů<\/summary>/, 'lower units closed');
  t.match(html, /<a href="\/mapa-pobocek">Krajské pobočky<\/a>/);
});

t.test('a unit that does not fit is left out; a bad e-mail leaves its unit without the e-mail', async (t) => {
  const html = renderExample(OrganizacniStruktura, examples.broken!);
  t.match(html, /data-template="OrganizacniStruktura"/);
  t.match(html, /<summary>Útvar, který zůstane<\/summary>/, 'the unit stays');
  t.notMatch(html, /neni-adresa|x y/, 'without its bad e-mail and its bad sub-unit');
});
