import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loaded } from './examples.ts';
import { UpCzVerejnaVyhlaska } from './server.ts';

t.test('a posted notice: reference number, posting period, issuer, text, document, law', async (t) => {
  const html = renderExample(UpCzVerejnaVyhlaska, examples.delivery!, { data: loaded.posted });
  t.match(html, /data-template="UpCzVerejnaVyhlaska"/);
  t.match(html, /<h1>Oznámení o zahájení řízení veřejnou vyhláškou/);
  t.match(html, /<dt>Číslo jednací<\/dt><dd>UPCR-DC-19077\/2026<\/dd>/);
  t.match(html, /<dt>Vyvěšeno<\/dt><dd><time dateTime="2026-11-16T08:00:00\+01:00">16\. listopadu 2026<\/time><\/dd>/);
  t.match(html, /<dt>Sejmutí<\/dt><dd><time dateTime="2026-12-01T23:59:59\+01:00">1\. prosince 2026<\/time><\/dd>/);
  t.match(html, /<dd>Úřad práce ČR – krajská pobočka v Ústí nad Labem<br\/>kontaktní pracoviště Děčín<\/dd>/);
  t.match(html, /Adresát se může do 15 dnů/);
  t.match(html, /<h2 id="notice-documents-heading">Dokumenty<\/h2>.*oznameni-zahajeni-rizeni-dc-19077-2026\.pdf" hrefLang="cs-CZ">Oznámení o zahájení řízení č\. j\. UPCR-DC-19077\/2026<\/a><span class="documents__details"> \(PDF, 11,6 kB\)/);
  t.match(html, /Zákon č\. 500\/2004 Sb\., správní řád/);
  t.notMatch(html, /Sejmuto z úřední desky/);
});

t.test('a notice past its posting period is marked as taken down, in English', async (t) => {
  const html = renderExample(UpCzVerejnaVyhlaska, examples.wages!, { data: loaded.takenDown, locale: 'en' });
  t.match(html, /<p class="notice public-notice__taken-down" role="note">Taken down from the official notice board on 2 March 2027\.<\/p>/);
  t.match(html, /<dt>Posted on<\/dt>/);
  t.notMatch(html, /Reference number/, 'no reference number row without one');
});

t.test('broken data: the wrong-typed reference number, issuer and document are left out, the rest renders', async (t) => {
  const html = renderExample(UpCzVerejnaVyhlaska, examples.broken!, { data: loaded.posted });
  t.match(html, /data-template="UpCzVerejnaVyhlaska"/);
  t.match(html, /Text zůstává\./);
  t.match(html, /<dt>Vyvěšeno<\/dt>/);
  t.notMatch(html, /Číslo jednací|Vydal|Bez adresy/);
});
