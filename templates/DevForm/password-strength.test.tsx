/** Password strength (ui/PasswordStrength.tsx): zxcvbn-ts's score with the Czech and English dictionaries, in three words. */
import t from 'tap';
import { dom, textOf } from '../../test/helpers/dom.ts';
import { renderHtml } from '../../test/helpers/render.tsx';
import { passwordScore, PasswordStrengthMeter, strengthOf } from '../../ui/PasswordStrength.tsx';
import { SAMPLE_PASSWORDS } from './DevForm.tsx';

t.test('scores 0–1 are weak, 2–3 medium, 4 strong', async (t) => {
  t.same([0, 1, 2, 3, 4].map(strengthOf), ['weak', 'weak', 'medium', 'medium', 'strong']);
});

t.test('the dictionaries know Czech words and names, common passwords and keyboard runs', async (t) => {
  t.equal(strengthOf(await passwordScore('heslo123')), 'weak', 'a common Czech password with digits');
  t.equal(strengthOf(await passwordScore('zahradnik')), 'weak', 'a Czech word');
  t.equal(strengthOf(await passwordScore('Jana1985')), 'weak', 'a name and a year');
  t.equal(strengthOf(await passwordScore('qwertzuiop')), 'weak', 'a keyboard row');
  t.equal(strengthOf(await passwordScore('correcthorsebatterystaple')), 'strong', 'length beats kinds of characters');
});

t.test('the preview’s samples are weak, medium and strong; the meter says so in words', async (t) => {
  const scores = await Promise.all(SAMPLE_PASSWORDS.map(passwordScore));
  t.same(scores.map(strengthOf), ['weak', 'medium', 'strong']);
  const $ = dom(renderHtml(<PasswordStrengthMeter id="p" score={scores[1]} />, 'en'));
  const meter = $('body > p');
  t.same(meter.attr(), { class: 'password-strength password-strength--medium', id: 'p-strength' });
  t.same(meter.children().toArray().map((part) => part.tagName), ['label', 'meter', 'strong'], 'the label, the meter, the word');
  t.same([meter.children('label').attr('for'), textOf(meter.children('label'))], ['p', 'Password strength']);
  t.same(meter.children('meter').attr(), { id: 'p', min: '0', max: '4', low: '2', high: '4', optimum: '4', value: '3' });
  t.equal(textOf(meter), 'Password strength medium', 'the strength in words');
});

t.test('a live meter is an empty polite region until there is a score', async (t) => {
  const empty = dom(renderHtml(<PasswordStrengthMeter id="p" score={undefined} live />, 'cs'));
  t.equal(empty('body').children().length, 1, 'the meter alone');
  t.same(empty('body > p').attr(), { class: 'password-strength', id: 'p-strength', 'aria-live': 'polite' });
  t.equal(empty('body > p').contents().length, 0, 'empty');
  const scored = dom(renderHtml(<PasswordStrengthMeter id="p" score={4} live />, 'cs'));
  const meter = scored('body > p');
  t.equal(meter.attr('aria-live'), 'polite');
  t.same(meter.children().toArray().map((part) => part.tagName), ['label', 'meter', 'strong']);
  t.equal(meter.children('label').attr('for'), 'p');
  t.ok(textOf(meter.children('label')).length > 0, 'the label has its text');
  t.equal(meter.children('meter').attr('value'), '4');
  t.equal(textOf(meter.children('strong')), 'silné');
});
