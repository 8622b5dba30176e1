/** The sample form's rules (demo-form.ts): what the server says of a posted form, in every language. */
import t from 'tap';
import '../../test/helpers/render.tsx'; // loads the four languages' messages
import { checkDemoForm } from './demo-form.ts';

const valid = { fullName: 'Jana Vzorová', username: 'jana_1', email: 'jana@example.cz', age: '30', amount: '1 250,50', startDate: '2026-10-01', endDate: '2026-11-01', employer: '', password: 'Zahrada-Lipa-2026!', confirmation: 'Zahrada-Lipa-2026!' };
const broken = { fullName: ' ', username: 'ab', email: 'x@', age: '12', amount: '2 000 000', startDate: '2026-10-01', endDate: '2026-09-01', employed: 'on', employer: '', password: 'abc', confirmation: 'abd' };

t.test('a valid form passes; the amount and the employer are optional', async (t) => {
  t.same(checkDemoForm(valid, 'cs'), { ok: true });
  t.same(checkDemoForm({ ...valid, amount: '' }, 'cs'), { ok: true });
});

t.test('every field wrong: one message each, in the form’s order, comparisons included', async (t) => {
  const checked = checkDemoForm(broken, 'cs');
  if (checked.ok) return t.fail('passed');
  t.same(checked.state.errors.map((error) => error.field), ['fullName', 'username', 'email', 'age', 'amount', 'endDate', 'employer', 'password', 'confirmation']);
  const message = Object.fromEntries(checked.state.errors.map((error) => [error.field, error.message]));
  t.equal(message.fullName, 'Hodnota pole „Jméno a příjmení“ je povinná.');
  t.equal(message.username, 'Pole „Uživatelské jméno“ musí mít alespoň 3 znaky.');
  t.equal(message.email, 'Pole „E-mail“ musí obsahovat e-mailovou adresu ve tvaru jmeno@domena.cz.');
  t.equal(message.age, 'Hodnota pole „Věk“ musí být od 18 do 99.');
  t.equal(message.amount, 'Hodnota pole „Požadovaná částka (Kč)“ smí být nejvýše 1000000.');
  t.equal(message.endDate, 'Datum v poli „Datum ukončení“ musí být pozdější než „Datum nástupu“.');
  t.equal(message.employer, 'Hodnota pole „Zaměstnavatel“ je povinná, když je zvoleno „Jsem zaměstnán/a“.');
  t.equal(message.confirmation, 'Hodnota pole „Heslo znovu“ se musí shodovat s polem „Heslo“.');
});

t.test('the messages in English, Russian and Ukrainian', async (t) => {
  const messages = (locale: 'en' | 'ru' | 'ua') => {
    const checked = checkDemoForm(broken, locale);
    return checked.ok ? {} : Object.fromEntries(checked.state.errors.map((error) => [error.field, error.message]));
  };
  t.equal(messages('en').fullName, 'The value of "Full name" is required.');
  t.equal(messages('en').employer, 'The value of "Employer" is required when "I am employed" is chosen.');
  t.equal(messages('ru').email, 'Поле «Электронная почта» должно содержать адрес электронной почты вида imya@domen.cz.');
  t.match(messages('ru').fullName, /обязательн/i);
  t.match(messages('ua').fullName, /обов/i);
  t.not(messages('ru').confirmation, messages('ua').confirmation);
});

t.test('the values come back for the form again, never the passwords; missing fields count as empty', async (t) => {
  const checked = checkDemoForm(broken, 'en');
  t.same(checked.ok ? undefined : Object.keys(checked.state.values), ['fullName', 'username', 'email', 'age', 'amount', 'startDate', 'endDate', 'employed', 'employer']);
  const empty = checkDemoForm('nonsense', 'en');
  t.equal(empty.ok ? 0 : empty.state.errors.filter((error) => error.message.endsWith('is required.')).length, 7, 'the seven required fields');
});
