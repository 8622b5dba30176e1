import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { Prihlaseni } from './server.ts';

const visitor = { user: null, csrfToken: 'token-123' };

t.test('form: a plain POST form with the visitor’s CSRF token, labelled fields, and the way to CAS', async (t) => {
  const html = renderExample(Prihlaseni, examples.form!, { visitor, data: { redirect: '/dev/protected' } });
  t.match(html, /<form class="login-form" action="\/dev\/login" method="post">/);
  t.match(html, /<input type="hidden" name="_csrf" value="token-123"\/>/);
  t.match(html, /<input type="hidden" name="redirect" value="\/dev\/protected"\/>/);
  t.match(html, /<label for="login-username">Uživatelské jméno<\/label><input id="login-username"[^>]*autoComplete="username"/);
  t.match(html, /<label for="login-password">Heslo<\/label><input id="login-password" type="password"/);
  t.match(html, /href="\/auth\/login\?redirect=%2Fdev%2Fprotected"/);
  t.notMatch(html, /role="alert"/);
});

t.test('a failed attempt: the reason announced and tied to the fields, in the page’s language', async (t) => {
  const html = renderExample(Prihlaseni, examples.form!, { visitor, data: { error: 'credentials' }, locale: 'en' });
  t.match(html, /<div class="error-summary" role="alert" aria-labelledby="login-error-title">/);
  t.match(html, /<p id="login-error">The username or password is not correct\.<\/p>/);
  t.match(html, /aria-describedby="login-error" aria-invalid="true"/);
  t.match(html, /action="\/en\/dev\/login"/);
  const down = renderExample(Prihlaseni, examples.form!, { visitor, data: { error: 'unavailable' }, locale: 'ru' });
  t.match(down, /Служба входа сейчас не отвечает/);
});

t.test('the module: guests only, private, with a CSRF token; its query never refuses the page', async (t) => {
  t.equal(Prihlaseni.auth, 'guests-only');
  t.same(Prihlaseni.cache, { kind: 'private' });
  t.equal(Prihlaseni.csrf, true);
  t.same(Prihlaseni.query!.parse({ error: 'nonsense', redirect: '//evil.example' }), { error: undefined, redirect: '//evil.example' });
  const loaded = await Prihlaseni.load!({ query: { redirect: '//evil.example' } } as never);
  t.same(loaded, { error: undefined, redirect: '/' }, 'the return path is checked before the page shows it');
});
