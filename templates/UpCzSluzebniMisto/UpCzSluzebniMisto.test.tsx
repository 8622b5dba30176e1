import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { jsonLdOf } from '../events/json-ld.ts';
import { PracovniMisto } from '../PracovniMisto/server.ts';
import { examples, loaded } from './examples.ts';
import { UpCzSluzebniMisto } from './server.ts';

t.test('open civil-service post: key facts, tender text, how to apply, the form, the contact, the law', async (t) => {
  const html = renderExample(UpCzSluzebniMisto, examples.civilService!, { data: loaded.open });
  t.match(html, /data-template="UpCzSluzebniMisto"/);
  t.match(html, /<h1>Právník\/právnička odvolacího oddělení – Ostrava<\/h1>/);
  t.match(html, /<dt>Číslo výběrového řízení<\/dt><dd>VŘ-OV-2026\/1255<\/dd>/);
  t.match(html, /<dt>Místo výkonu práce<\/dt><dd>Krajská pobočka Úřadu práce ČR v Ostravě<br\/><span class="postal-address">30\. dubna 3130\/2c<br\/>702 00 Ostrava<\/span><\/dd>/);
  t.match(html, /<dt>Platová třída<\/dt><dd>13<\/dd>/);
  t.match(html, /<dt>Plat měsíčně<\/dt><dd>42\s900\s?–\s?61\s930\sKč<\/dd>/);
  t.match(html, /<dd>služební poměr \(zákon o státní službě\)<\/dd>/);
  t.match(html, /<dt>Nástup<\/dt><dd><time dateTime="2027-01-04T00:00:00\+01:00">4\. ledna 2027<\/time><\/dd>/);
  t.match(html, /<dt>Přihlášky do<\/dt><dd><time dateTime="2026-12-04T23:59:59\+01:00">4\. prosince 2026 23:59<\/time><\/dd>/);
  t.match(html, /<h2>Náplň práce<\/h2>/);
  t.match(html, /<h2 id="job-apply-heading">Jak se přihlásit<\/h2>/);
  t.match(html, /<a href="\/cms\/documents\/4501\/zadost-o-prijeti-do-sluzebniho-pomeru.pdf" hrefLang="cs-CZ">Žádost o přijetí/);
  t.match(html, /<p class="contact-person__name">Mgr\. Zuzana Vzorová<\/p>/);
  t.match(html, /<h2 id="legal-basis-heading" class="h4">Právní předpisy<\/h2><ul><li><a href="https:\/\/www.zakonyprolidi.cz\/cs\/2014-234" class="link--external" rel="noopener">Zákon č\. 234\/2014 Sb\., o státní službě/);
  t.notMatch(html, /uzavřeno/);
});

t.test('job past its deadline, in English: shown as closed, no way to apply; fixed term and hours', async (t) => {
  const html = renderExample(PracovniMisto, examples.job!, { data: loaded.closed, locale: 'en' });
  t.match(html, /data-template="PracovniMisto"/);
  t.match(html, /<p class="notice job-posting__closed" role="note">The deadline for applications has passed; this post is closed\.<\/p>/);
  t.match(html, /<dt>Fixed term until<\/dt><dd><time dateTime="2027-10-31T23:59:59\+01:00">31 October 2027<\/time><\/dd>/);
  t.match(html, /<dt>Hours a week<\/dt><dd>30<\/dd>/);
  t.match(html, /<dd>employment under the Labour Code<\/dd>/);
  t.notMatch(html, /How to apply|Application forms/);
  t.match(html, /<h2 id="job-contact-heading">Contact<\/h2>/);
});

t.test('JobPosting JSON-LD parses back', async (t) => {
  const data = jsonLdOf(renderExample(UpCzSluzebniMisto, examples.civilService!, { data: loaded.open }));
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
  const part = jsonLdOf(renderExample(PracovniMisto, examples.job!, { data: loaded.open, locale: 'en' }));
  t.same(part.employmentType, ['PART_TIME', 'TEMPORARY']);
  t.equal((part.hiringOrganization as { name: string }).name, 'Labour Office of the Czech Republic');
});

t.test('broken data: the wrong-typed salary, type and contact are left out, the rest renders', async (t) => {
  const html = renderExample(PracovniMisto, examples.broken!, { data: loaded.open });
  t.match(html, /data-template="PracovniMisto"/);
  t.match(html, /<h1>Pracovní místo s vadnými údaji<\/h1>/);
  t.match(html, /Text zůstává\./);
  t.match(html, /<dt>Přihlášky do<\/dt>/);
  t.notMatch(html, /Platová třída|Plat měsíčně|Druh poměru|job-contact-heading/);
});
