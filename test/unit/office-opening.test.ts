/** Whether an office is open at a moment, and when it next opens: Prague's clock, holidays, temporary hours. */
import t from 'tap';
import { openingState, pragueMoment } from '../../shared/office-hours.ts';
import { isPublicHoliday } from '../../templates/offices/hours.ts';

const regular = [
  { day: 'monday', open: '08:00', close: '12:00' },
  { day: 'monday', open: '13:00', close: '17:00' },
  { day: 'friday', open: '08:00', close: '11:00' },
] as const;
const at = (moment: string, temporary: Parameters<typeof openingState>[1] = []) => {
  const { changesAt, ...state } = openingState([...regular], temporary, Date.parse(moment), isPublicHoliday);
  return { ...state, changesAt: new Date(changesAt).toISOString() };
};

t.test('open, at a break, closed: until when and when next', async (t) => {
  t.same(at('2026-12-07T09:00:00+01:00'), { open: true, holiday: false, closesAt: '12:00', changesAt: '2026-12-07T11:00:00.000Z' });
  t.same(at('2026-12-07T12:30:00+01:00'), { open: false, holiday: false, next: { date: '2026-12-07', day: 'monday', time: '13:00', when: 'today' }, changesAt: '2026-12-07T12:00:00.000Z' }, 'the break');
  t.same(at('2026-12-07T17:00:00+01:00').next, { date: '2026-12-11', day: 'friday', time: '08:00', when: 'later' }, 'closing time is closed');
  t.same(at('2026-12-07T17:00:00+01:00').changesAt, '2026-12-07T23:00:00.000Z', 'what it says changes at midnight (in Prague)');
});

t.test('the day in Prague, summer time included', async (t) => {
  t.equal(pragueMoment('2026-07-06', '08:00'), Date.parse('2026-07-06T06:00:00Z'), 'summer: two hours ahead');
  t.equal(pragueMoment('2026-12-07', '08:00'), Date.parse('2026-12-07T07:00:00Z'), 'winter: one hour ahead');
  t.equal(at('2026-12-06T23:30:00Z').open, false, 'already Monday 00:30 in Prague, not yet open');
  t.same(at('2026-12-06T23:30:00Z').next?.when, 'today', 'it opens today there');
});

t.test('public holidays are closed; temporary hours replace the regular ones on their days', async (t) => {
  t.ok(isPublicHoliday('2026-12-25'));
  t.notOk(isPublicHoliday('2026-04-05'), 'Easter Sunday is observed, not a public holiday');
  const christmas = at('2026-12-25T09:00:00+01:00');
  t.same([christmas.open, christmas.holiday, christmas.next?.date], [false, true, '2026-12-28']);
  const shortened = [{ validFrom: '2026-12-07T00:00:00+01:00', validTo: '2026-12-07T23:59:59+01:00', reason: 'Školení', hours: [{ day: 'monday' as const, open: '10:00', close: '11:00' }] }];
  t.same(at('2026-12-07T09:00:00+01:00', shortened).next, { date: '2026-12-07', day: 'monday', time: '10:00', when: 'today' }, 'the temporary hours of the day');
  t.same(at('2026-12-04T12:00:00+01:00', shortened).next, { date: '2026-12-07', day: 'monday', time: '10:00', when: 'later' }, 'and of a day ahead');
});
