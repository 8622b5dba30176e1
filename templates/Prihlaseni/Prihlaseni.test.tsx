import t from 'tap';
import { attrsOf, dom, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { Prihlaseni } from './server.ts';

const visitor = { user: null, csrfToken: 'token-123' };

t.test('form: a plain POST form with the visitor’s CSRF token, labelled fields, and the way to CAS', async (t) => {
  const $ = dom(renderExample(Prihlaseni, examples.form!, { visitor, data: { redirect: '/dev/protected' } }));
  const form = $('form.login-form');
  t.same([form.attr('action'), form.attr('method')], ['/dev/login', 'post']);
  t.equal(form.find('input[type="hidden"][name="_csrf"]').attr('value'), 'token-123');
  t.equal(form.find('input[type="hidden"][name="redirect"]').attr('value'), '/dev/protected');
  const username = $('label[for="login-username"]');
  t.equal(textOf(username), 'Uživatelské jméno');
  t.same([username.next('input').attr('id'), username.next('input').attr('autocomplete')], ['login-username', 'username'], 'the label, then its field');
  const password = $('label[for="login-password"]');
  t.equal(textOf(password), 'Heslo');
  t.same([password.next('input').attr('id'), password.next('input').attr('type')], ['login-password', 'password']);
  t.equal($('a[href="/auth/login?redirect=%2Fdev%2Fprotected"]').length, 1, 'the way to CAS, returning to the page asked for');
  t.equal($('[role="alert"]').length, 0);
});

t.test('a failed attempt: the reason announced and tied to the fields, in the page’s language', async (t) => {
  const $ = dom(renderExample(Prihlaseni, examples.form!, { visitor, data: { error: 'credentials' }, locale: 'en' }));
  const summary = $('div.error-summary');
  t.same([summary.attr('role'), summary.attr('aria-labelledby')], ['alert', 'login-error-title']);
  t.equal(textOf($('p#login-error')), 'The username or password is not correct.');
  t.same(attrsOf($, '#login-username, #login-password', 'aria-describedby'), ['login-error', 'login-error'], 'both fields point at the reason');
  t.same(attrsOf($, '#login-username, #login-password', 'aria-invalid'), ['true', 'true'], 'both fields marked invalid');
  t.equal($('form').attr('action'), '/en/dev/login');
  const down = dom(renderExample(Prihlaseni, examples.form!, { visitor, data: { error: 'unavailable' }, locale: 'ru' }));
  t.match(textOf(down('#login-error')), /Служба входа сейчас не отвечает/);
});

t.test('the module: guests only, private, with a CSRF token; its query never refuses the page', async (t) => {
  t.equal(Prihlaseni.auth, 'guests-only');
  t.same(Prihlaseni.cache, { kind: 'private' });
  t.equal(Prihlaseni.csrf, true);
  t.same(Prihlaseni.query!.parse({ error: 'nonsense', redirect: '//evil.example' }), { error: undefined, redirect: '//evil.example' });
  const loaded = await Prihlaseni.load!({ query: { redirect: '//evil.example' } } as never);
  t.same(loaded, { error: undefined, redirect: '/' }, 'the return path is checked before the page shows it');
});
