/** The password strength rules of ui/PasswordStrength.tsx, rule by rule. */
import t from 'tap';
import { renderHtml } from '../../test/helpers/render.tsx';
import { passwordScore, passwordStrength, PasswordStrengthMeter } from '../../ui/PasswordStrength.tsx';
import { SAMPLE_PASSWORDS } from './DevForm.tsx';

t.test('shorter than 8 characters is weak, however varied', async (t) => {
  t.equal(passwordStrength('Ab1!x?Z'), 'weak');
  t.equal(passwordScore('Ab1!x?Z'), 0);
});

t.test('a common password, also with digits after it, is weak', async (t) => {
  t.equal(passwordStrength('heslo123'), 'weak');
  t.equal(passwordStrength('Password2026'), 'weak');
  t.equal(passwordStrength('12345678'), 'weak', 'digits alone');
});

t.test('points for length and for each further kind of character', async (t) => {
  t.equal(passwordScore('kocicka1'), 2, '8 characters, two kinds');
  t.equal(passwordScore('Ostrava2026'), 3, 'three kinds');
  t.equal(passwordScore('kockapes-mys'), 3, '12 characters, two kinds');
  t.equal(passwordScore('correcthorsebatterystaple'), 3, '16+ characters, one kind');
  t.equal(passwordScore('Zahrada-Lipa-2026!'), 6, 'long with all four kinds');
});

t.test('repetitions and runs cost a point', async (t) => {
  t.equal(passwordScore('Ostrava2026'), 3);
  t.equal(passwordScore('Ostraaava26'), 2, 'three same characters');
  t.equal(passwordScore('Ostrava1234'), 2, 'a rising run');
  t.equal(passwordScore('Ostrava9876'), 2, 'a falling run');
});

t.test('the preview’s samples are weak, medium and strong; the meter says so in words', async (t) => {
  t.same(SAMPLE_PASSWORDS.map(passwordStrength), ['weak', 'medium', 'strong']);
  const html = renderHtml(<PasswordStrengthMeter id="p" password="Ostrava2026" />, 'en');
  t.match(html, /<label for="p">Password strength<\/label> <meter id="p" min="0" max="6" low="3" high="5" optimum="6" value="3"><\/meter> <strong>medium<\/strong>/);
});
