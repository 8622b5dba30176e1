import t from 'tap';
import { dom, jsonLd, missingDefinitions, outline, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { PracovniMisto } from '../PracovniMisto/server.ts';
import { examples, loaded } from './examples.ts';
import { UpCzSluzebniMisto } from './server.ts';

t.test('open civil-service post: key facts, tender text, how to apply, the form, the contact, the law', async (t) => {
  const $ = dom(renderExample(UpCzSluzebniMisto, examples.civilService!, { data: loaded.open }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzSluzebniMisto');
  t.equal(textOf($('h1')), 'Právník/právnička odvolacího oddělení – Ostrava');
  t.same(missingDefinitions($, [
    'Číslo výběrového řízení: VŘ-OV-2026/1255',
    'Místo výkonu práce: Krajská pobočka Úřadu práce ČR v Ostravě 30. dubna 3130/2c 702 00 Ostrava',
    'Platová třída: 13',
    'Plat měsíčně: 42 900–61 930 Kč',
    'Druh poměru: služební poměr (zákon o státní službě)',
    'Nástup: 4. ledna 2027',
    'Přihlášky do: 4. prosince 2026 23:59',
  ]), [], 'every key fact shown');
  t.equal(textOf($('dt:contains("Místo výkonu práce") + dd > span.postal-address')), '30. dubna 3130/2c 702 00 Ostrava', 'the address on lines of its own');
  t.equal($('dt:contains("Nástup") + dd > time').attr('datetime'), '2027-01-04T00:00:00+01:00');
  t.equal($('dt:contains("Přihlášky do") + dd > time').attr('datetime'), '2026-12-04T23:59:59+01:00');
  const headings = outline($);
  t.ok(headings.includes('h2 Náplň práce'));
  t.equal(textOf($('h2#job-apply-heading')), 'Jak se přihlásit');
  const form = $('a[href="/cms/documents/4501/zadost-o-prijeti-do-sluzebniho-pomeru.pdf"]');
  t.equal(form.attr('hreflang'), 'cs-CZ');
  t.match(textOf(form), /^Žádost o přijetí/);
  t.equal(textOf($('p.contact-person__name')), 'Mgr. Zuzana Vzorová');
  t.ok($('#legal-basis-heading').hasClass('h4'));
  t.equal(textOf($('h2#legal-basis-heading')), 'Právní předpisy');
  const law = $('#legal-basis-heading + ul > li > a').first();
  t.same([law.attr('href'), law.attr('class'), law.attr('rel')], ['https://www.zakonyprolidi.cz/cs/2014-234', 'link--external', 'noopener']);
  t.match(textOf(law), /^Zákon č\. 234\/2014 Sb\., o státní službě/);
  t.notMatch(textOf($('body')), /uzavřeno/);
});

t.test('job past its deadline, in English: shown as closed, no way to apply; fixed term and hours', async (t) => {
  const $ = dom(renderExample(PracovniMisto, examples.job!, { data: loaded.closed, locale: 'en' }));
  t.equal($('[data-template]').attr('data-template'), 'PracovniMisto');
  const closed = $('p.notice.job-posting__closed');
  t.same([closed.attr('role'), textOf(closed)], ['note', 'The deadline for applications has passed; this post is closed.']);
  t.same(missingDefinitions($, ['Fixed term until: 31 October 2027', 'Hours a week: 30', 'Type of employment: employment under the Labour Code']), [], 'every fact shown');
  t.equal($('dt:contains("Fixed term until") + dd > time').attr('datetime'), '2027-10-31T23:59:59+01:00');
  t.notMatch(textOf($('body')), /How to apply|Application forms/);
  t.equal(textOf($('h2#job-contact-heading')), 'Contact');
});

t.test('JobPosting JSON-LD parses back', async (t) => {
  const data = jsonLd(dom(renderExample(UpCzSluzebniMisto, examples.civilService!, { data: loaded.open })));
  t.same(data, {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Právník/právnička odvolacího oddělení – Ostrava',
    description: '<h2>Náplň práce</h2><ul><li>příprava podkladů pro odvolací řízení</li></ul>',
    datePosted: '2026-11-04T09:00:00+01:00',
    validThrough: '2026-12-04T23:59:59+01:00',
    employmentType: ['FULL_TIME'],
    hiringOrganization: { '@type': 'GovernmentOrganization', name: 'Úřad práce České republiky', sameAs: 'https://www.uradprace.cz' },
    identifier: { '@type': 'PropertyValue', name: 'Úřad práce České republiky', value: 'VŘ-OV-2026/1255' },
    jobLocation: {
      '@type': 'Place',
      name: 'Krajská pobočka Úřadu práce ČR v Ostravě',
      address: { '@type': 'PostalAddress', streetAddress: '30. dubna 3130/2c', addressLocality: 'Ostrava', postalCode: '702 00', addressCountry: 'CZ' },
    },
    baseSalary: { '@type': 'MonetaryAmount', currency: 'CZK', value: { '@type': 'QuantitativeValue', minValue: 42900, maxValue: 61930, unitText: 'MONTH' } },
    jobStartDate: '2027-01-04T00:00:00+01:00',
    inLanguage: 'cs-CZ',
  });
  const part = jsonLd(dom(renderExample(PracovniMisto, examples.job!, { data: loaded.open, locale: 'en' })));
  t.same(part.employmentType, ['PART_TIME', 'TEMPORARY']);
  t.equal((part.hiringOrganization as { name: string }).name, 'Labour Office of the Czech Republic');
});

t.test('broken data: the wrong-typed salary, type and contact are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(PracovniMisto, examples.broken!, { data: loaded.open }));
  t.equal($('[data-template]').attr('data-template'), 'PracovniMisto');
  t.equal(textOf($('h1')), 'Pracovní místo s vadnými údaji');
  t.match(textOf($('body')), /Text zůstává\./);
  t.ok(textsOf($, 'dt').includes('Přihlášky do'));
  t.notMatch(textOf($('body')), /Platová třída|Plat měsíčně|Druh poměru/);
  t.equal($('#job-contact-heading').length, 0);
});
