import t from 'tap';
import { dom, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { Odstavka, outageState, retryAfterS } from './server.ts';

t.test('a planned outage: the maintenance message, the window in Prague time, what is down', async (t) => {
  const $ = dom(renderExample(Odstavka, examples.planned!));
  t.equal($('[data-template]').attr('data-template'), 'Odstavka');
  t.match(textOf($('body')), /Aplikace je právě v údržbě\. Zkuste to prosím později\./);
  const outage = $('.outage__window');
  t.same(outage.children('time').toArray().map((time) => [$(time).attr('datetime'), textOf($(time))]), [
    ['2026-12-12T18:00:00+01:00', '12. prosince 2026 v 18:00'],
    ['2026-12-13T06:00:00+01:00', '13. prosince 2026 v 6:00'],
  ], 'from and to, in Prague time');
  t.match(textOf(outage), /12\. prosince 2026 v 18:00 – 13\. prosince 2026 v 6:00$/, 'a dash between them');
  t.ok(textsOf($, 'li').includes('Klientská zóna Jenda'));
  const en = dom(renderExample(Odstavka, examples.planned!, { locale: 'en' }));
  t.match(textOf(en('body')), /The application is currently under maintenance\. Please try again later\./);
});

t.test('wrong-typed fields are left out, the message stays', async (t) => {
  const $ = dom(renderExample(Odstavka, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'Odstavka');
  t.match(textOf($('body')), /Probíhá údržba/);
  t.equal($('.outage__window').length, 0);
});

const start = Date.parse('2026-12-12T18:00:00+01:00');
const end = Date.parse('2026-12-13T06:00:00+01:00');
const planned = { start: '2026-12-12T18:00:00+01:00', end: '2026-12-13T06:00:00+01:00', retryAfterSeconds: 600 };

t.test('the phases: announced before the start, under way until the planned end, then over', async (t) => {
  t.same(outageState(planned, start - 90_500), { phase: 'announced', secondsToChange: 90 }, 'announced, for the seconds left (rounded down)');
  t.same(outageState(planned, start), { phase: 'under-way', secondsToChange: 12 * 3600 }, 'under way from the start');
  t.same(outageState(planned, end - 500), { phase: 'under-way', secondsToChange: 1 });
  t.same(outageState(planned, end), { phase: 'over' }, 'over at the planned end');
  t.same(outageState({ end: planned.end }, start - 86_400_000), { phase: 'under-way', secondsToChange: 86_400 + 12 * 3600 }, 'no start: under way from the first');
  t.same(outageState({ start: planned.start }, end + 86_400_000), { phase: 'under-way', secondsToChange: undefined }, 'no end: under way for good');
});

t.test('Retry-After counts down to the planned end, else the item\'s own wait, else an hour', async (t) => {
  t.equal(retryAfterS(planned, outageState(planned, end - 90_500)), 91);
  t.equal(retryAfterS({ start: planned.start, retryAfterSeconds: 600 }, outageState({ start: planned.start }, end)), 600);
  t.equal(retryAfterS({}, outageState({}, end)), 3600);
});

t.test('each phase has its own notice; the answer is 200, 503 and 200, the announcement for no longer than until the start', async (t) => {
  const announced = dom(renderExample(Odstavka, examples.planned!, { data: { phase: 'announced', secondsToChange: 90 } }));
  t.equal(announced('[data-phase]').attr('data-phase'), 'announced');
  t.ok(textsOf(announced, 'strong').includes('Plánovaná odstávka'));
  t.notMatch(textOf(announced('body')), /Aplikace je právě v údržbě/, 'no maintenance message before the start');
  t.ok(textsOf(announced, 'li').includes('Klientská zóna Jenda'), 'what will not be available');
  const over = dom(renderExample(Odstavka, examples.planned!, { data: { phase: 'over' }, locale: 'en' }));
  t.ok(textsOf(over, 'strong').includes('The outage is over'));
  t.match(textOf(over('body')), /The services are available again\./);
  t.notMatch(textOf(over('body')), /under maintenance|Jenda client zone/);

  const content = { ...examples.planned!, data: planned };
  t.same(Odstavka.answer!(content, { phase: 'announced', secondsToChange: 90 }), { kind: 'status', statusCode: 200, maxAgeS: 90 });
  t.same(Odstavka.answer!(content, { phase: 'under-way', secondsToChange: 91 }), { kind: 'status', statusCode: 503, retryAfterS: 91 });
  t.equal(Odstavka.answer!(content, { phase: 'over' }), undefined, 'over: the page as it is');
});
