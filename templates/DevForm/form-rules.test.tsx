/** The form message catalogue: every rule of docs/product.md §5 broken by its sample, worded in four languages. */
import t from 'tap';
import { z } from 'zod';
import { LOCALE_CODES } from '../../shared/locales.ts';
import '../../test/helpers/render.tsx'; // loads the four languages' messages
import { applyKeyFilter } from './key-filters.ts';
import { keyFromData, translatorFor } from '../../shared/i18n.ts';
import { formErrorMap, formMessageCatalogue, FORM_RULES } from './form-rules.ts';

const RULES_OF_SPEC = ['alpha', 'alphaNum', 'between', 'decimal', 'email', 'integer', 'ipAddress', 'macAddress', 'maxLength', 'maxValue', 'minLength', 'minValue', 'numeric', 'required', 'requiredIf', 'requiredUnless', 'sameAs', 'url', 'after', 'afterOrEqual', 'before', 'beforeOrEqual', 'compareTo', 'equal', 'and', 'or', 'not'];

t.test('every rule of docs/product.md §5 is in the catalogue with a message in each language', async (t) => {
  const catalogue = formMessageCatalogue();
  t.same(catalogue.map((rule) => rule.name), RULES_OF_SPEC);
  for (const rule of catalogue) {
    for (const locale of LOCALE_CODES) t.ok(rule.messages[locale].length > 0, `${rule.name} in ${locale}`);
    t.not(rule.messages.cs, rule.messages.en, `${rule.name}: Czech differs from English`);
    t.not(rule.messages.ru, rule.messages.ua, `${rule.name}: Russian differs from Ukrainian`);
  }
});

t.test('every message is the portal’s own text naming the field and the rule’s limits, in every language', async (t) => {
  const catalogue = formMessageCatalogue();
  for (const rule of catalogue) {
    // The field a sample breaks is its last (the others are what it is compared with).
    const field = Object.keys(JSON.parse(rule.sample)).at(-1)!;
    for (const locale of LOCALE_CODES) {
      const message = rule.messages[locale];
      const t_ = translatorFor(locale);
      const label = t_(keyFromData(`blocks.form.field.${field}`));
      t.ok(message.includes(label), `${rule.name} in ${locale} names its field: ${message}`);
      t.notMatch(message, /[<>]=|\/\^|\$\/|\{\{|blocks\.form|Invalid|Neplatn|Неправильн|Недопустим|Hodnota je příliš|too (big|small)/, `${rule.name} in ${locale} is no technical text: ${message}`);
      for (const limit of ['min', 'max', 'value'] as const) {
        const value = rule.params?.[limit];
        if (value !== undefined) t.ok(message.includes(String(value)), `${rule.name} in ${locale} names its ${limit}`);
      }
      const other = rule.params?.other ?? rule.params?.otherName;
      if (other !== undefined) t.ok(message.includes(t_(keyFromData(`blocks.form.field.${other}`))), `${rule.name} in ${locale} names the other field`);
    }
  }
  const byName = Object.fromEntries(catalogue.map((rule) => [rule.name, rule.messages]));
  t.equal(byName.between!.cs, 'Hodnota pole „Počet členů domácnosti“ musí být od 1 do 10.', 'between names its minimum too');
  t.equal(byName.alpha!.cs, 'Pole „Jméno“ smí obsahovat jen písmena.');
  t.equal(byName.maxValue!.en, '"Working hours (%)" must be 100 or less.');
  t.equal(byName.email!.ua, 'Поле «Електронна пошта» має містити адресу електронної пошти на зразок imia@domen.cz.');
  t.equal(byName.required!.en, 'The value of "Full name" is required.', 'docs/product.md §5’s "The value is required.", naming the field');
  t.equal(byName.sameAs!.cs, 'Hodnota pole „Heslo znovu“ se musí shodovat s polem „Heslo“.');
  t.equal(byName.maxLength!.ru, 'Поле «ID ящика данных» может содержать не более 7 символов.');
});

t.test('lengths take the plural form of their limit', async (t) => {
  const message = (locale: 'cs' | 'ru', min: number) => z.object({ username: z.string().min(min) }).safeParse({ username: 'a' }, { error: formErrorMap(locale) }).error!.issues[0]!.message;
  t.equal(message('cs', 3), 'Pole „Uživatelské jméno“ musí mít alespoň 3 znaky.');
  t.equal(message('cs', 5), 'Pole „Uživatelské jméno“ musí mít alespoň 5 znaků.');
  t.equal(message('ru', 2), 'Поле «Имя пользователя» должно содержать не менее 2 символов.');
  t.equal(message('ru', 21), 'Поле «Имя пользователя» должно содержать не менее 21 символа.');
});

t.test('a language’s messages do not change zod’s global setting for other requests', async (t) => {
  formErrorMap('cs');
  formMessageCatalogue();
  t.equal(z.email().safeParse('x').error?.issues[0]?.message, 'Invalid email address');
  const passing = FORM_RULES.find((rule) => rule.name === 'between')!;
  t.ok(passing.schema.safeParse({ householdMembers: 5 }, { error: formErrorMap('ru') }).success, 'a valid value passes');
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
