/** The form message catalogue: every rule of SPEC.md §5 broken by its sample, worded in four languages. */
import t from 'tap';
import { z } from 'zod';
import { LOCALE_CODES } from '../../shared/locales.ts';
import '../../test/helpers/render.tsx'; // loads the four languages' messages
import { applyKeyFilter } from './key-filters.ts';
import { formErrorMap, formMessageCatalogue, FORM_RULES } from './form-rules.ts';

const RULES_OF_SPEC = ['alpha', 'alphaNum', 'between', 'decimal', 'email', 'integer', 'ipAddress', 'macAddress', 'maxLength', 'maxValue', 'minLength', 'minValue', 'numeric', 'required', 'requiredIf', 'requiredUnless', 'sameAs', 'url', 'after', 'afterOrEqual', 'before', 'beforeOrEqual', 'compareTo', 'equal', 'and', 'or', 'not'];

t.test('every rule of SPEC.md §5 is in the catalogue with a message in each language', async (t) => {
  const catalogue = formMessageCatalogue();
  t.same(catalogue.map((rule) => rule.name), RULES_OF_SPEC);
  for (const rule of catalogue) {
    for (const locale of LOCALE_CODES) t.ok(rule.messages[locale].length > 0, `${rule.name} in ${locale}`);
    t.not(rule.messages.cs, rule.messages.en, `${rule.name}: Czech differs from English`);
    t.not(rule.messages.ru, rule.messages.ua, `${rule.name}: Russian differs from Ukrainian`);
  }
});

t.test('general rules are worded by zod’s locales, the portal’s rules by its texts', async (t) => {
  const byName = Object.fromEntries(formMessageCatalogue().map((rule) => [rule.name, rule.messages]));
  t.equal(byName.email!.en, 'Invalid email address');
  t.equal(byName.email!.cs, 'Neplatný formát e-mailová adresa');
  t.match(byName.maxLength!.en, /<=7 characters/);
  t.equal(byName.required!.en, 'The value is required.', 'the text SPEC.md §5 names');
  t.equal(byName.sameAs!.en, 'The value must be equal to the Password value.');
  t.equal(byName.sameAs!.cs, 'Hodnota se musí shodovat s polem Heslo.');
});

t.test('a language’s messages do not change zod’s global setting for other requests', async (t) => {
  formErrorMap('cs');
  formMessageCatalogue();
  t.equal(z.email().safeParse('x').error?.issues[0]?.message, 'Invalid email address');
  const passing = FORM_RULES.find((rule) => rule.name === 'between')!;
  t.ok(passing.schema.safeParse(5, { error: formErrorMap('ru') }).success, 'a valid value passes');
});

t.test('key filter presets keep only their characters', async (t) => {
  t.equal(applyKeyFilter('pint', '12a3'), '123');
  t.equal(applyKeyFilter('int', '-15 kusů'), '-15');
  t.equal(applyKeyFilter('money', '1 250,50 Kč'), '1 250,50 ');
  t.equal(applyKeyFilter('hex', '#1F2e3G'), '1F2e3');
  t.equal(applyKeyFilter('email', 'jana vzorová@úřad.cz'), 'janavzorov@ad.cz');
  t.equal(applyKeyFilter('alpha', 'Jan_Novák 2'), 'Jan_Novk');
  t.equal(applyKeyFilter('alphanum', 'ID: abc_123'), 'IDabc_123');
});
