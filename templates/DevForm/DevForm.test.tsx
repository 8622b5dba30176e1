import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { formMessageCatalogue } from './form-rules.ts';
import { DevForm } from './server.ts';

const visitor = { user: null, csrfToken: 'token-123' };
const samples = [{ password: 'heslo123', score: 1 }, { password: 'Ostrava-2026', score: 3 }, { password: 'Zahrada-Lipa-2026!', score: 4 }];

t.test('the form preview: the sample form, the message catalogue in four languages, the key filters, the password meter', async (t) => {
  const html = renderExample(DevForm, examples.katalog!, { visitor, data: { rules: formMessageCatalogue(), samples } });
  t.match(html, /data-template="DevForm"/);
  t.match(html, /<form class="demo-form" noValidate="" action="\/dev\/components\/form" method="post">/);
  t.match(html, /<input type="hidden" name="_csrf" value="token-123"\/>/);
  t.match(html, /<label for="demo-age">Věk<\/label><p class="form-field__hint" id="demo-age-hint">18 až 99 let\.<\/p><input id="demo-age" aria-describedby="demo-age-hint" type="text" inputMode="numeric" data-key-filter="pint" name="age" value=""\/>/);
  t.match(html, /<input aria-describedby="demo-password-hint demo-password-meter-strength"[^>]*id="demo-password" type="password" name="password"\/><p class="password-strength" id="demo-password-meter-strength" aria-live="polite"><\/p>/, 'the strength is announced politely and describes the field');
  t.notMatch(html, /error-summary/, 'no errors before a post');
  t.match(html, /<th scope="col">Česky<\/th><th scope="col">English<\/th><th scope="col">Русский<\/th><th scope="col">Українська<\/th>/);
  t.match(html, /<th scope="row"><code>required<\/code><\/th><td><code>\{&quot;fullName&quot;:&quot;&quot;\}<\/code><\/td><td><span lang="cs-CZ">Hodnota pole „Jméno a příjmení“ je povinná\.<\/span><\/td><td><span lang="en-GB">The value of &quot;Full name&quot; is required\.<\/span><\/td>/);
  t.equal(html.match(/<tr>/g)?.length, 1 + 27 + 1 + 9, 'a row per rule and per preset, with header rows');
  t.match(html, /<th scope="row">Částka<\/th><td><code>\/\[\\d\.\\s,\]\/<\/code><\/td><td><code>1 250,50 Kč<\/code><\/td><td><code>1 250,50 <\/code><\/td>/);
  t.match(html, /<strong>slabé<\/strong>[\s\S]*<strong>střední<\/strong>[\s\S]*<strong>silné<\/strong>/);
});

t.test('a refused form: the summary first, linked to the fields, each field with its message and its value again', async (t) => {
  const form = { errors: [{ field: 'email', message: '"Email" must be an email address, like name@example.cz.' }, { field: 'confirmation', message: 'The value of "Confirm password" must be the same as "Password".' }], values: { email: 'jana@', employed: 'on', fullName: 'Jana <b>' } };
  const html = renderExample(DevForm, examples.katalog!, { visitor: { ...visitor, form }, data: {}, locale: 'en' });
  t.match(html, /<div class="error-summary" role="alert" aria-labelledby="demo-errors-title" tabindex="-1" id="demo-errors" autofocus=""><h2 id="demo-errors-title">There is a problem<\/h2><ul class="error-summary__list"><li><a href="#demo-email">&quot;Email&quot; must be an email address, like name@example\.cz\.<\/a><\/li><li><a href="#demo-confirmation">The value of &quot;Confirm password&quot; must be the same as &quot;Password&quot;\.<\/a><\/li><\/ul><\/div><form/);
  t.equal(html.indexOf('error-summary') < html.indexOf('<form'), true, 'the summary comes before the form');
  t.match(html, /<p class="form-field__error" id="demo-email-error"><span class="visually-hidden">Error:<!-- --> <\/span>&quot;Email&quot; must be an email address, like name@example\.cz\.<\/p><input id="demo-email" aria-describedby="demo-email-error" aria-invalid="true" type="email"[^>]*name="email" value="jana@"/);
  t.match(html, /<input id="demo-confirmation" aria-describedby="demo-confirmation-error" aria-invalid="true" type="password"/);
  t.match(html, /<input id="demo-employed" type="checkbox" name="employed" checked=""\/>/);
  t.match(html, /value="Jana &lt;b&gt;"/, 'values are escaped');
  t.match(html, /action="\/en\/dev\/components\/form"/);
});

t.test('a form that passed says so', async (t) => {
  t.match(renderExample(DevForm, examples.katalog!, { visitor, data: { sent: true }, locale: 'ua' }), /<p class="form-notice" role="status">Форма пройшла всі перевірки\.<\/p>/);
});

t.test('the password meter alone, in Russian', async (t) => {
  const html = renderExample(DevForm, examples.hesla!, { locale: 'ru', data: { samples } });
  t.notMatch(html, /form-messages|form-key-filters|demo-form/);
  t.match(html, /<strong>надёжный<\/strong>/);
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
