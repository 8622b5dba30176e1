import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { KlientskaZona } from './server.ts';

const jana = { user: { login: 'demo', name: 'Jana Nováková', email: 'jana.novakova@example.cz' } };

t.test('profile: the signed-in user from the visitor, then the text', async (t) => {
  const html = renderExample(KlientskaZona, examples.profile!, { visitor: jana });
  t.match(html, /data-template="KlientskaZona"/);
  t.match(html, /<h2 id="profile-heading">Váš profil<\/h2>/);
  t.match(html, /<dt>Jméno<\/dt><dd data-field="name">Jana Nováková<\/dd>/);
  t.match(html, /<dd data-field="email">jana\.novakova@example\.cz<\/dd>/);
  t.match(html, /<dd data-field="login">demo<\/dd>/);
  t.match(html, /<h2>Vaše podání<\/h2>/);
});

t.test('without an e-mail the field is left out; without a name the login stands in', async (t) => {
  const html = renderExample(KlientskaZona, examples.profile!, { visitor: { user: { login: 'druhy' } }, locale: 'en' });
  t.notMatch(html, /data-field="email"/);
  t.match(html, /<dt>Name<\/dt><dd data-field="name">druhy<\/dd>/);
});

t.test('nobody signed in (the path excluded from protection): says so, shows no profile', async (t) => {
  const html = renderExample(KlientskaZona, examples.profile!);
  t.match(html, /Nejste přihlášeni\./);
  t.notMatch(html, /data-field/);
});

t.test('the module: signed-in visitors only, never in a shared cache; the example is flagged secured', async (t) => {
  t.equal(KlientskaZona.auth, 'signed-in');
  t.same(KlientskaZona.cache, { kind: 'private' });
  t.equal(examples.profile!.data.secured, true);
});
