/**
 * The template registries are the folders of templates/ (build/template-registry.ts): the files the server and the
 * browser import are what the generator writes now, so a folder added, removed or renamed, a stylesheet added to a
 * folder or removed (client/templates.generated.css), or a message group a template's code starts or stops naming,
 * fails here until `npm run templates` (or a build) writes them again. The
 * browser loads a group's messages (MESSAGE_GROUPS, shared/i18n.ts) only with the templates that name it; a
 * component showing a key of a group its page did not load would show the key and fail to hydrate.
 */
import { readdir, readFile } from 'node:fs/promises';
import t from 'tap';
import { bundleSources, groupsNamedBy, isPreview, templateKeys, writtenRegistries } from '../../build/template-registry.ts';
import { messageGroupsOf, templateLoaders } from '../../templates/client-registry.ts';
import { serverTemplates } from '../../templates/server-registry.ts';

const keys = await templateKeys();
const bundle = await bundleSources(keys);
const { everyPage, ownSources } = bundle;

t.test('the registries are those the folders make', async (t) => {
  for (const [file, text] of Object.entries(await writtenRegistries(keys, bundle))) {
    t.equal(await readFile(file, 'utf8'), text, `${file} is current (npm run templates writes it)`);
  }
});

t.test('every folder with a module and a component is a template on both sides, the previews in the browser only', async (t) => {
  t.same(Object.keys(templateLoaders).sort(), keys, 'the browser loads each');
  t.same(Object.keys(serverTemplates).sort(), keys.filter((key) => !isPreview(key)), 'the server renders each that content may use');
  for (const [key, template] of Object.entries(serverTemplates)) t.equal(template.key, key, `${key}: the module's key is its folder's name`);
});

t.test('the code every page runs names no key of a group but the error screen\'s, loaded before one shows', async (t) => {
  // client/ClientApp.tsx and ui/ErrorBoundary.tsx load the error screen's group before it shows.
  t.same(await groupsNamedBy(everyPage), ['errors']);
});

t.test('the check sees a group key where there is one, and what a template loads with it', async (t) => {
  t.same(await groupsNamedBy(ownSources('Sluzba')), ['service']);
  t.same(messageGroupsOf('Sluzba'), ['service']);
  t.same(messageGroupsOf('NoSuchTemplate'), [], 'an unknown key is shown by Default, which needs none');
});

t.test('a template reads the clock through its load\'s now() only, which makes its page one of the moment', async (t) => {
  const files = (await readdir('templates', { recursive: true })).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const direct: string[] = [];
  for (const file of files) {
    const source = await readFile(`templates/${file}`, 'utf8');
    if (/Date\.now\(\)|new Date\(\)/.test(source)) direct.push(file);
  }
  t.same(direct, [], 'no template code asks the clock itself');
});
