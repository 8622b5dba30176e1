/** iCalendar of the events: the calendar and one event, parsed back. */
import t from 'tap';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

/** The events of an iCalendar text, its folded lines unfolded (RFC 5545 §3.1). */
function events(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) found.push(current), (current = undefined);
    else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).split(';')[0]!] = line.slice(at + 1);
    }
  }
  return found;
}

t.test('the calendar of the events and one event as iCalendar', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const res = await app.inject({ url: '/feeds/events.ics' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/calendar/);
  t.match(res.body, /^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
  t.match(res.body, /END:VCALENDAR(\r\n)?$/);
  const all = events(res.body);
  t.ok(all.length >= 10, `${all.length} events`);
  const fair = all.find((event) => event.URL === 'https://portal.example/kalendar-akci/burza-prace-plzen-2026');
  t.ok(fair, 'the Plzeň job fair');
  t.equal(fair?.DTSTART, '20260318T080000Z', 'start in UTC (09:00 in Prague)');
  t.equal(fair?.DTEND, '20260318T120000Z');
  t.match(fair?.LOCATION, 'Kaplířova 2731/7');
  const one = await app.inject({ url: '/feeds/events/1700.ics' });
  t.equal(one.statusCode, 200);
  t.match(one.headers['content-disposition'], /attachment; filename="event-1700\.ics"/);
  t.equal(events(one.body).length, 1);
  t.equal((await app.inject({ url: '/feeds/events/1.ics' })).statusCode, 404, 'no such event');
  t.equal((await app.inject({ url: '/en/feeds/events.ics' })).statusCode, 200, 'in English too');
});
