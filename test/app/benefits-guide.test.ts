/**
 * The benefits guide on the sample content over HTTP: a person's answers are never kept by a cache nor written to
 * the log, a value that makes no sense is the question again with what to fix, and a service page shows its
 * amounts from the guide's rules.
 */
import t from 'tap';
import { dom, textOf } from '../helpers/dom.ts';
import { buildPortal, captureLogs, SAMPLE_CONTENT } from '../helpers/portal.ts';

t.test('answers: never cached, never logged; the result from them', async (t) => {
  const { lines, logger } = captureLogs();
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT, logger });
  const url = '/co-muzete-dostat?a.situation=death&a.deceased=child&a.deceasedResident=yes&a.paidFuneral=yes&step=result';
  const result = await app.inject({ url });
  t.equal(result.statusCode, 200);
  t.equal(result.headers['cache-control'], 'private, no-store', 'answers kept by no cache');
  const $ = dom(result.body);
  t.equal(textOf($('main section.guide__benefit--yes h3')), 'Pohřebné');
  t.equal(textOf($('main .guide__amount')).replace(/\s/g, ' '), 'Přibližně 5 000 Kč jednorázově');
  t.match(textOf($('main .guide__guidance')), /ne rozhodnutí.*Podle pravidel platných od 1\. ledna 2026\./);
  t.equal($('meta[name="robots"]').attr('content'), 'noindex', 'a page of answers is nobody\'s search result');
  const logged = lines.filter((line) => typeof line.url === 'string' && line.url.startsWith('/co-muzete-dostat'));
  t.same(logged.map((line) => line.url), ['/co-muzete-dostat?a.situation=[Redacted]&a.deceased=[Redacted]&a.deceasedResident=[Redacted]&a.paidFuneral=[Redacted]&step=result']);
  t.notMatch(JSON.stringify(lines), /deceased=child|situation=death/, 'no answer anywhere in the log');
});

t.test('a number that does not fit: the question again, its error linked to the field', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const $ = dom((await app.inject({ url: '/en/what-can-i-get?benefit=unemployment&q=insuredMonths&a.insuredMonths=twelve' })).body);
  t.equal(textOf($('main legend h1')), 'In the last 2 years, how many months did you work or pay pension insurance?');
  t.same($('main .error-summary a').toArray().map((a) => [$(a).attr('href'), textOf($(a))]), [['#guide-insuredMonths', 'Enter the number of months as a whole number from 0 to 24']]);
  t.equal($('main input#guide-insuredMonths').attr('value'), 'twelve', 'what was typed, to correct');
  t.match(textOf($('title')), /^Error: /);
  const tooLong = dom((await app.inject({ url: `/co-muzete-dostat?benefit=stateSocialAssistance&a.workOrRegistered=yes&a.savings=no&a.adults=1&a.children=0&q=income&a.income=${'9'.repeat(300)}` })).body);
  t.equal(textOf(tooLong('main .error-summary a')), 'Zadejte příjem jako celé číslo v korunách, například 25000', 'a number longer than any income: the question again');
  t.equal(tooLong('main input#guide-income').attr('value')?.length, 100, 'what was typed shown back, bounded');
});

t.test('a service page: its amounts from the guide\'s rules, and the check of it', async (t) => {
  const app = await buildPortal(t, { contentDir: SAMPLE_CONTENT });
  const $ = dom((await app.inject({ url: '/prispevek-na-peci' })).body);
  const rows = $('#service-amounts').next('dl').children('div').toArray().map((row) => [textOf($(row).find('dt')), textOf($(row).find('dd')).replace(/\s/g, ' ')]);
  t.same(rows.slice(0, 2), [['Do 18 let, stupeň I', '4 900 Kč měsíčně'], ['Do 18 let, stupeň II', '8 200 Kč měsíčně']]);
  t.equal(rows.length, 9);
  t.equal($('main .service__check a').attr('href'), '/co-muzete-dostat?benefit=careAllowance');
  const english = dom((await app.inject({ url: '/en/unemployment-benefit' })).body);
  t.equal(english('main .service__check a').attr('href'), '/en/what-can-i-get?benefit=unemployment');
  t.ok(textOf(english('#service-amounts').next('dl')).replace(/\s/g, ' ').includes('CZK 38,537 a month'));
});
