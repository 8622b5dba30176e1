import t from 'tap';
import { dom, missingDefinitions, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loaded } from './examples.ts';
import { UpCzVerejnaVyhlaska } from './server.ts';

t.test('a posted notice: reference number, posting period, issuer, text, document, law', async (t) => {
  const $ = dom(renderExample(UpCzVerejnaVyhlaska, examples.delivery!, { data: loaded.posted }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzVerejnaVyhlaska');
  t.match(textOf($('h1')), /^Oznámení o zahájení řízení veřejnou vyhláškou/);
  t.same(missingDefinitions($, [
    'Číslo jednací: UPCR-DC-19077/2026',
    'Vyvěšeno: 16. listopadu 2026',
    'Sejmutí: 1. prosince 2026',
    'Vydal: Úřad práce ČR – krajská pobočka v Ústí nad Labem kontaktní pracoviště Děčín',
  ]), [], 'every fact shown');
  t.equal($('dt:contains("Vyvěšeno") + dd > time').attr('datetime'), '2026-11-16T08:00:00+01:00');
  t.equal($('dt:contains("Sejmutí") + dd > time').attr('datetime'), '2026-12-01T23:59:59+01:00');
  t.equal($('dt:contains("Vydal") + dd > br').length, 1, 'the issuer’s workplace on a line of its own');
  t.match(textOf($('body')), /Adresát se může do 15 dnů/);
  t.equal(textOf($('h2#notice-documents-heading')), 'Dokumenty');
  const document = $('[aria-labelledby="notice-documents-heading"] a[href$="oznameni-zahajeni-rizeni-dc-19077-2026.pdf"]');
  t.same([document.attr('hreflang'), textOf(document)], ['cs-CZ', 'Oznámení o zahájení řízení č. j. UPCR-DC-19077/2026']);
  t.equal(textOf(document.next('span.documents__details')), '(PDF, 11,6 kB)');
  t.match(textOf($('body')), /Zákon č\. 500\/2004 Sb\., správní řád/);
  t.notMatch(textOf($('body')), /Sejmuto z úřední desky/);
});

t.test('a notice past its posting period is marked as taken down, in English', async (t) => {
  const $ = dom(renderExample(UpCzVerejnaVyhlaska, examples.wages!, { data: loaded.takenDown, locale: 'en' }));
  const notice = $('p.notice.public-notice__taken-down');
  t.same([notice.attr('role'), textOf(notice)], ['note', 'Taken down from the official notice board on 2 March 2027.']);
  t.ok(textsOf($, 'dt').includes('Posted on'));
  t.notMatch(textOf($('body')), /Reference number/, 'no reference number row without one');
});

t.test('broken data: the wrong-typed reference number, issuer and document are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(UpCzVerejnaVyhlaska, examples.broken!, { data: loaded.posted }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzVerejnaVyhlaska');
  t.match(textOf($('body')), /Text zůstává\./);
  t.ok(textsOf($, 'dt').includes('Vyvěšeno'));
  t.notMatch(textOf($('body')), /Číslo jednací|Vydal|Bez adresy/);
});
