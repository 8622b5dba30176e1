import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { jsonLdOf } from '../events/json-ld.ts';
import { Konference } from '../Konference/server.ts';
import { examples, loaded } from './examples.ts';
import { eventState, UpCzZaznamKalendare } from './server.ts';

t.test('one-day event: date with a time range, venue address, organiser links, programme table, open registration, calendar link', async (t) => {
  const html = renderExample(UpCzZaznamKalendare, examples.jobFair!, { data: loaded.open });
  t.match(html, /data-template="UpCzZaznamKalendare"/);
  t.match(html, /<h1>Burza práce v Plzni<\/h1>/);
  t.match(html, /<dt>Termín<\/dt><dd>14\. dubna 2027, <time dateTime="2027-04-14T09:00:00\+02:00">9:00<\/time>–<time dateTime="2027-04-14T15:00:00\+02:00">15:00<\/time><\/dd>/);
  t.match(html, /Kulturní dům Šeříková<br\/><span class="postal-address">Šeříková 631\/13<br\/>301 00 Plzeň<\/span>/);
  t.match(html, /<a href="mailto:info.ps@uradprace.cz">/);
  t.match(html, /<a href="tel:\+420950149111">/);
  t.match(html, /<dt>Cena<\/dt><dd>Vstup zdarma<\/dd>/);
  t.match(html, /<table class="event-programme"><caption>Program<\/caption>/);
  t.match(html, /<th scope="col">Přednášející<\/th>/);
  t.match(html, /<td>09:00–09:15<\/td><th scope="row">Zahájení<\/th><td>ředitelka krajské pobočky<\/td>/);
  t.match(html, /Registrace není nutná\./);
  t.match(html, /<a href="\/feeds\/events\/example-event-fair\.ics" type="text\/calendar" download="">Přidat do kalendáře/);
  t.notMatch(html, /Registrace je uzavřena|Akce již proběhla/);
});

t.test('conference of two days in English: a range over days, the programme by day, registration closed after its deadline', async (t) => {
  const html = renderExample(Konference, examples.conference!, { data: loaded.registrationClosed, locale: 'en' });
  t.match(html, /data-template="Konference"/);
  t.match(html, /<time dateTime="2027-03-24T09:00:00\+01:00">24 March 2027 9:00<\/time> – <time dateTime="2027-03-25T15:00:00\+01:00">25 March 2027 15:00<\/time>/);
  t.match(html, /<h3 id="event-programme-2027-03-24">24 March 2027<\/h3><table class="event-programme"><caption>Programme: 24 March 2027<\/caption>/);
  t.match(html, /<h3 id="event-programme-2027-03-25">25 March 2027<\/h3>/);
  t.match(html, /<p class="notice" role="note">Registration has closed\.<\/p>/);
  t.match(html, /<dt>Capacity \(places\)<\/dt><dd>180<\/dd>/);
  t.notMatch(html, /Registration form \(in Czech\)/, 'no registration link once it has closed');
  t.match(html, /href="\/en\/feeds\/events\/example-conference\.ics"/);
});

t.test('online event with an open registration: the link out is marked, Event JSON-LD with a virtual location', async (t) => {
  const html = renderExample(UpCzZaznamKalendare, examples.online!, { data: loaded.open });
  t.match(html, /Akce probíhá online\./);
  t.match(html, /<a href="https:\/\/www.mpsv.cz\/web\/cz\/formulare" class="link--external" rel="noopener">Registrační formulář<span class="visually-hidden"> \(odkaz na jiný web\)<\/span><\/a>/);
  const data = jsonLdOf(html);
  t.equal(data.eventAttendanceMode, 'https://schema.org/OnlineEventAttendanceMode');
  t.same(data.location, { '@type': 'VirtualLocation', url: 'https://www.mpsv.cz/web/cz/formulare' });
  t.notOk('offers' in data, 'no offer without a price');
});

t.test('past event: said at the top, no registration link', async (t) => {
  const html = renderExample(UpCzZaznamKalendare, examples.online!, { data: loaded.past });
  t.match(html, /<p class="notice" role="note">Akce již proběhla\.<\/p>/);
  t.notMatch(html, /Registrační formulář/);
});

t.test('Event JSON-LD parses back: dates, place with its postal address, organiser, status, mode, offer', async (t) => {
  const data = jsonLdOf(renderExample(Konference, examples.conference!, { data: loaded.open, locale: 'en' }));
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
  const html = renderExample(UpCzZaznamKalendare, examples.broken!, { data: loaded.open });
  t.match(html, /data-template="UpCzZaznamKalendare"/);
  t.match(html, /<h1>Akce s vadnými údaji<\/h1>/);
  t.match(html, /Text zůstává\./);
  t.match(html, /Platný bod/);
  t.notMatch(html, /Bez času|v Praze|Místo konání|<h2 id="event-registration-heading">/);
});
