import t from 'tap';
import { dom, links, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { formMessageCatalogue } from './form-rules.ts';
import { DevForm } from './server.ts';

const visitor = { user: null, csrfToken: 'token-123' };
const samples = [{ password: 'heslo123', score: 1 }, { password: 'Ostrava-2026', score: 3 }, { password: 'Zahrada-Lipa-2026!', score: 4 }];

t.test('the form preview: the sample form, the message catalogue in four languages, the key filters, the password meter', async (t) => {
  const $ = dom(renderExample(DevForm, examples.katalog!, { visitor, data: { rules: formMessageCatalogue(), samples } }));
  t.equal($('[data-template]').attr('data-template'), 'DevForm');
  t.same($('form').attr(), { class: 'demo-form', novalidate: '', action: '/dev/components/form', method: 'post' });
  t.same($('form > input[type="hidden"]').attr(), { type: 'hidden', name: '_csrf', value: 'token-123' });
  const age = $('#demo-age').parent();
  t.same(age.children().toArray().map((part) => part.tagName), ['label', 'p', 'input'], 'label, hint, then the field');
  t.same([age.children('label').attr('for'), textOf(age.children('label'))], ['demo-age', 'Věk']);
  t.same([age.children('p').attr('class'), age.children('p').attr('id'), textOf(age.children('p'))], ['form-field__hint', 'demo-age-hint', '18 až 99 let.']);
  t.same($('#demo-age').attr(), { id: 'demo-age', 'aria-describedby': 'demo-age-hint', type: 'text', inputmode: 'numeric', 'data-key-filter': 'pint', name: 'age', value: '' });
  const password = $('#demo-password');
  t.match(password.attr(), { 'aria-describedby': 'demo-password-hint demo-password-meter-strength', type: 'password', name: 'password' }, 'the strength describes the field');
  t.same(password.next().attr(), { class: 'password-strength', id: 'demo-password-meter-strength', 'aria-live': 'polite' }, 'the strength is announced politely');
  t.equal(password.next().contents().length, 0, 'empty until there is a score');
  t.equal($('.error-summary').length, 0, 'no errors before a post');
  const catalogue = $('#form-messages-table-caption').closest('table');
  t.same(textsOf($, '#form-messages-table-caption ~ thead th[scope="col"]').slice(2), ['Česky', 'English', 'Русский', 'Українська']);
  const required = catalogue.find('tbody tr').filter((_, row) => textOf($(row).children('th')) === 'required');
  t.same(required.children().toArray().slice(0, 4).map((cell) => [cell.tagName, $(cell).attr('scope'), $(cell).children().attr('lang'), textOf($(cell))]), [
    ['th', 'row', undefined, 'required'],
    ['td', undefined, undefined, '{"fullName":""}'],
    ['td', undefined, 'cs-CZ', 'Hodnota pole „Jméno a příjmení“ je povinná.'],
    ['td', undefined, 'en-GB', 'The value of "Full name" is required.'],
  ], 'a rule: its sample and its message in each language, marked with the language');
  t.same([required.children('th').children('code').length, required.children('td').first().children('code').length], [1, 1], 'the rule and its sample as code');
  t.equal($('tr').length, 1 + 27 + 1 + 9, 'a row per rule and per preset, with header rows');
  const money = $('#form-key-filters-table-caption').closest('table').find('tbody tr').filter((_, row) => textOf($(row).children('th')) === 'Částka');
  t.same(money.find('td > code').toArray().map((code) => $(code).text()), ['/[\\d.\\s,]/', '1 250,50 Kč', '1 250,50 '], 'the preset, what was typed, what stays');
  t.same(textsOf($, '.password-strength strong'), ['slabé', 'střední', 'silné']);
});

t.test('a refused form: the summary first, linked to the fields, each field with its message and its value again', async (t) => {
  const form = { errors: [{ field: 'email', message: '"Email" must be an email address, like name@example.cz.' }, { field: 'confirmation', message: 'The value of "Confirm password" must be the same as "Password".' }], values: { email: 'jana@', employed: 'on', fullName: 'Jana <b>' } };
  const $ = dom(renderExample(DevForm, examples.katalog!, { visitor: { ...visitor, form }, data: {}, locale: 'en' }));
  const summary = $('.error-summary');
  t.same(summary.attr(), { class: 'error-summary', role: 'alert', 'aria-labelledby': 'demo-errors-title', tabindex: '-1', id: 'demo-errors', autofocus: '' });
  t.same(summary.children().toArray().map((part) => `${part.tagName}#${$(part).attr('id') ?? ''}.${$(part).attr('class') ?? ''}`), ['h2#demo-errors-title.', 'ul#.error-summary__list']);
  t.equal(textOf($('#demo-errors-title')), 'There is a problem');
  t.same(links($, '.error-summary__list'), [
    { text: '"Email" must be an email address, like name@example.cz.', href: '#demo-email' },
    { text: 'The value of "Confirm password" must be the same as "Password".', href: '#demo-confirmation' },
  ], 'each error links to its field');
  t.ok(summary.next().is('form'), 'the summary comes right before the form');
  const error = $('#demo-email-error');
  t.ok(error.is('p.form-field__error'));
  t.equal(textOf(error.children('.visually-hidden')), 'Error:', 'a screen reader hears it is an error');
  t.equal(textOf(error), 'Error: "Email" must be an email address, like name@example.cz.');
  t.ok(error.next().is('#demo-email'), 'the message comes before its field');
  t.match($('#demo-email').attr(), { 'aria-describedby': 'demo-email-error', 'aria-invalid': 'true', type: 'email', name: 'email', value: 'jana@' });
  t.match($('#demo-confirmation').attr(), { 'aria-describedby': 'demo-confirmation-error', 'aria-invalid': 'true', type: 'password' });
  t.same($('#demo-employed').attr(), { id: 'demo-employed', type: 'checkbox', name: 'employed', checked: '' });
  t.equal($('#demo-fullName').attr('value'), 'Jana <b>', 'a value comes back as it was typed');
  t.equal($('form b').length, 0, 'values are escaped: never read as markup');
  t.equal($('form').attr('action'), '/en/dev/components/form');
});

t.test('a form that passed says so', async (t) => {
  const $ = dom(renderExample(DevForm, examples.katalog!, { visitor, data: { sent: true }, locale: 'ua' }));
  t.same(textsOf($, 'p.form-notice[role="status"]'), ['Форма пройшла всі перевірки.']);
});

t.test('the password meter alone, in Russian', async (t) => {
  const $ = dom(renderExample(DevForm, examples.hesla!, { locale: 'ru', data: { samples } }));
  t.equal($('[id*="form-messages"], [id*="form-key-filters"], .demo-form').length, 0, 'no other part of the preview');
  t.ok(textsOf($, 'strong').includes('надёжный'));
});

t.test('the module: the catalogue and the samples’ scores are made on the server; a CSRF token; sent only as 1', async (t) => {
  t.equal(DevForm.csrf, true);
  t.same(DevForm.query!.parse({ sent: 'yes' }), { sent: undefined });
  const loaded = await DevForm.load!({ content: examples.katalog!, query: { sent: '1' } } as never);
  t.equal(loaded.rules?.length, 27);
  t.same(loaded.samples?.map((sample) => sample.score), [1, 3, 4]);
  t.equal(loaded.sent, true);
  const hesla = await DevForm.load!({ content: examples.hesla!, query: { sent: '1' } } as never);
  t.same(Object.keys(hesla), ['samples']);
});
