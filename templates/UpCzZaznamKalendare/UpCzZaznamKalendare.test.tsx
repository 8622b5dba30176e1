import t from 'tap';
import { attrsOf, dom, jsonLd, missingDefinitions, rowsOf, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { Konference } from '../Konference/server.ts';
import { examples, loaded } from './examples.ts';
import { eventState, UpCzZaznamKalendare } from './server.ts';

t.test('one-day event: date with a time range, venue address, organiser links, programme table, open registration, calendar link', async (t) => {
  const $ = dom(renderExample(UpCzZaznamKalendare, examples.jobFair!, { data: loaded.open }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzZaznamKalendare');
  t.equal(textOf($('h1')), 'Burza práce v Plzni');
  t.same(missingDefinitions($, ['Termín: 14. dubna 2027, 9:00–15:00', 'Cena: Vstup zdarma']), [], 'the date and the price shown');
  t.same(attrsOf($, 'dt:contains("Termín") + dd > time', 'datetime'), ['2027-04-14T09:00:00+02:00', '2027-04-14T15:00:00+02:00'], 'the time range machine-readable');
  const venue = $('span.postal-address').parent();
  t.equal(textOf(venue), 'Kulturní dům Šeříková Šeříková 631/13 301 00 Plzeň');
  t.ok(venue.children('span.postal-address').prev().is('br'), 'the address on the line under the venue');
  t.same(attrsOf($, 'dt:contains("Pořadatel") + dd > a', 'href'), ['mailto:info.ps@uradprace.cz', 'tel:+420950149111']);
  const programme = $('table.event-programme');
  t.equal(textOf(programme.children('caption')), 'Program');
  t.ok(programme.find('th[scope="col"]').toArray().some((header) => textOf($(header)) === 'Přednášející'));
  t.same(rowsOf($, 'table.event-programme tbody')[0], ['09:00–09:15', 'Zahájení', 'ředitelka krajské pobočky']);
  t.equal(programme.find('tbody tr').first().children('th').attr('scope'), 'row', 'each item names its row');
  t.match(textOf($('body')), /Registrace není nutná\./);
  const calendar = $('a[href="/feeds/events/example-event-fair.ics"]');
  t.same([calendar.attr('type'), calendar.is('[download]')], ['text/calendar', true]);
  t.match(textOf(calendar), /^Přidat do kalendáře/);
  t.notMatch(textOf($('body')), /Registrace je uzavřena|Akce již proběhla/);
});

t.test('conference of two days in English: a range over days, the programme by day, registration closed after its deadline', async (t) => {
  const $ = dom(renderExample(Konference, examples.conference!, { data: loaded.registrationClosed, locale: 'en' }));
  t.equal($('[data-template]').attr('data-template'), 'Konference');
  const when = $('time[datetime="2027-03-24T09:00:00+01:00"]').parent();
  t.match(textOf(when), /24 March 2027 9:00 – 25 March 2027 15:00/);
  t.same(attrsOf($, 'dd:has(> time[datetime="2027-03-24T09:00:00+01:00"]) > time', 'datetime'), ['2027-03-24T09:00:00+01:00', '2027-03-25T15:00:00+01:00']);
  t.same(textsOf($, 'h3[id^="event-programme-"]'), ['24 March 2027', '25 March 2027'], 'a heading a day');
  t.same(attrsOf($, 'h3[id^="event-programme-"]', 'id'), ['event-programme-2027-03-24', 'event-programme-2027-03-25']);
  t.equal(textOf($('#event-programme-2027-03-24').next('table.event-programme').children('caption')), 'Programme: 24 March 2027', 'each day’s table under its heading');
  t.same(textsOf($, 'p.notice[role="note"]'), ['Registration has closed.']);
  t.same(missingDefinitions($, ['Capacity (places): 180']), []);
  t.notMatch(textOf($('body')), /Registration form \(in Czech\)/, 'no registration link once it has closed');
  t.equal($('a[href="/en/feeds/events/example-conference.ics"]').length, 1);
});

t.test('online event with an open registration: the link out is marked, Event JSON-LD with a virtual location', async (t) => {
  const $ = dom(renderExample(UpCzZaznamKalendare, examples.online!, { data: loaded.open }));
  t.match(textOf($('body')), /Akce probíhá online\./);
  const form = $('a[href="https://www.mpsv.cz/web/cz/formulare"]');
  t.same([form.attr('class'), form.attr('rel'), textOf(form)], ['link--external', 'noopener', 'Registrační formulář (odkaz na jiný web)']);
  t.equal(textOf(form.children('span.visually-hidden')), '(odkaz na jiný web)');
  const data = jsonLd($);
  t.equal(data.eventAttendanceMode, 'https://schema.org/OnlineEventAttendanceMode');
  t.same(data.location, { '@type': 'VirtualLocation', url: 'https://www.mpsv.cz/web/cz/formulare' });
  t.notOk('offers' in data, 'no offer without a price');
});

t.test('past event: said at the top, no registration link', async (t) => {
  const $ = dom(renderExample(UpCzZaznamKalendare, examples.online!, { data: loaded.past }));
  t.same(textsOf($, 'p.notice[role="note"]'), ['Akce již proběhla.']);
  t.notMatch(textOf($('body')), /Registrační formulář/);
});

t.test('Event JSON-LD parses back: dates, place with its postal address, organiser, status, mode, offer', async (t) => {
  const data = jsonLd(dom(renderExample(Konference, examples.conference!, { data: loaded.open, locale: 'en' })));
  t.same(data, {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Carers at Work 2027 conference',
    description: 'A two-day conference on combining care for a relative with a job.',
    startDate: '2027-03-24T09:00:00+01:00',
    endDate: '2027-03-25T15:00:00+01:00',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: 'Congress hall of the Ministry of Labour and Social Affairs',
      address: { '@type': 'PostalAddress', streetAddress: 'Na Poříčním právu 376/1', addressLocality: 'Praha 2', postalCode: '128 01', addressCountry: 'CZ' },
      geo: { '@type': 'GeoCoordinates', latitude: 50.0707, longitude: 14.4147 },
    },
    organizer: { '@type': 'Organization', name: 'Ministry of Labour and Social Affairs and the Labour Office', email: 'konference@uradprace.cz', telephone: '+420 950 180 333' },
    offers: { '@type': 'Offer', description: 'Fee 300 CZK', url: 'https://www.mpsv.cz/web/cz/formulare', price: 300, priceCurrency: 'CZK' },
    inLanguage: 'en-GB',
  });
});

t.test('the state of an event follows the clock: open, registration closed after the deadline, past after the end', async (t) => {
  const data = { start: '2027-03-24T09:00:00+01:00', end: '2027-03-25T15:00:00+01:00', registration: { required: true, deadline: '2027-03-12T23:59:00+01:00' } };
  t.equal(eventState(data, Date.parse('2027-03-01T00:00:00Z')), 'open');
  t.equal(eventState(data, Date.parse('2027-03-13T00:00:00Z')), 'registrationClosed');
  t.equal(eventState(data, Date.parse('2027-03-25T15:00:01+01:00')), 'past');
  t.equal(eventState({ start: data.start, end: data.end }, Date.parse('2027-03-13T00:00:00Z')), 'open', 'no deadline, open until the end');
});

t.test('broken data: the wrong-typed place and registration and the bad programme item are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(UpCzZaznamKalendare, examples.broken!, { data: loaded.open }));
  t.equal($('[data-template]').attr('data-template'), 'UpCzZaznamKalendare');
  t.equal(textOf($('h1')), 'Akce s vadnými údaji');
  t.match(textOf($('body')), /Text zůstává\./);
  t.same(textsOf($, 'table.event-programme tbody th'), ['Platný bod']);
  t.notMatch(textOf($('body')), /Bez času|v Praze|Místo konání/);
  t.equal($('h2#event-registration-heading').length, 0);
});
