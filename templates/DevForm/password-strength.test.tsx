/** Password strength (ui/PasswordStrength.tsx): zxcvbn-ts's score with the Czech and English dictionaries, in three words. */
import t from 'tap';
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
  const html = renderHtml(<PasswordStrengthMeter id="p" score={scores[1]} />, 'en');
  t.match(html, /<p class="password-strength password-strength--medium" id="p-strength"><label for="p">Password strength<\/label> <meter id="p" min="0" max="4" low="2" high="4" optimum="4" value="3"><\/meter> <strong>medium<\/strong><\/p>/);
});

t.test('a live meter is an empty polite region until there is a score', async (t) => {
  t.match(renderHtml(<PasswordStrengthMeter id="p" score={undefined} live />, 'cs'), /^<p class="password-strength" id="p-strength" aria-live="polite"><\/p>$/);
  t.match(renderHtml(<PasswordStrengthMeter id="p" score={4} live />, 'cs'), /aria-live="polite"><label for="p">[^<]+<\/label> <meter[^>]*value="4"><\/meter> <strong>silné<\/strong>/);
});
