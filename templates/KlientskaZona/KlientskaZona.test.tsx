import t from 'tap';
import { dom, outline, textOf, type CheerioAPI } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { KlientskaZona } from './server.ts';

const jana = { user: { login: 'demo', name: 'Jana Nováková', email: 'jana.novakova@example.cz' } };

/** The profile's fields: each term, the field its value shows and the value. */
const fields = ($: CheerioAPI) => $('.profile dt').toArray().map((term) => [textOf($(term)), $(term).next('dd').attr('data-field'), textOf($(term).next('dd'))]);

t.test('profile: the signed-in user from the visitor, then the text', async (t) => {
  const $ = dom(renderExample(KlientskaZona, examples.profile!, { visitor: jana }));
  t.equal($('[data-template]').attr('data-template'), 'KlientskaZona');
  t.equal(textOf($('h2#profile-heading')), 'Váš profil');
  t.same(fields($), [
    ['Jméno', 'name', 'Jana Nováková'],
    ['E-mail', 'email', 'jana.novakova@example.cz'],
    ['Uživatelské jméno', 'login', 'demo'],
  ], 'each field named, then its value');
  t.same(outline($).at(-1), 'h2 Vaše podání', 'then the text');
});

t.test('without an e-mail the field is left out; without a name the login stands in', async (t) => {
  const $ = dom(renderExample(KlientskaZona, examples.profile!, { visitor: { user: { login: 'druhy' } }, locale: 'en' }));
  t.equal($('[data-field="email"]').length, 0);
  t.same(fields($)[0], ['Name', 'name', 'druhy']);
});

t.test('nobody signed in (the path excluded from protection): says so, shows no profile', async (t) => {
  const $ = dom(renderExample(KlientskaZona, examples.profile!));
  t.match(textOf($('body')), /Nejste přihlášeni\./);
  t.equal($('[data-field]').length, 0);
});

t.test('the module: signed-in visitors only, never in a shared cache; the example is flagged secured', async (t) => {
  t.equal(KlientskaZona.auth, 'signed-in');
  t.same(KlientskaZona.cache, { kind: 'private' });
  t.equal(examples.profile!.data.secured, true);
});
