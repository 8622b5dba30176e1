import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedAgreements, loadedForms } from './examples.ts';
import { SeznamDokumentu } from './server.ts';

t.test('collective agreements: the sort form, the count, one definition list per agreement with its mediator or arbitrator', async (t) => {
  const html = renderExample(SeznamDokumentu, examples.agreements!, { data: loadedAgreements });
  t.match(html, /data-template="SeznamDokumentu"/);
  t.match(html, /<form class="list-filter" action="\/kolektivni-smlouvy" method="get">/);
  t.match(html, /<select id="[^"]+" name="sort"><option value="updatedAt:desc" selected="">Od nejnovějších<\/option><option value="title:asc">Podle názvu A–Z<\/option><option value="title:desc">Podle názvu Z–A<\/option><\/select>/);
  t.match(html, /<p class="list-count" role="status">2 položky<\/p>/);
  t.match(html, /<h3><a href="\/cms\/documents\/4804\/ksvs-silnicni-doprava-2026.pdf" type="application\/pdf">Kolektivní smlouva vyššího stupně – silniční doprava 2026<\/a><\/h3><p class="documents__details">PDF, 18,2 kB, 20\.4\.26<\/p>/);
  t.match(html, /<dt>Číslo sdělení ministerstva<\/dt><dd>sdělení č\. 97\/2026 Sb\.<\/dd><dt>Organizace zaměstnavatelů<\/dt><dd>Sdružení automobilových dopravců ČESMAD BOHEMIA<\/dd><dt>Odborová organizace<\/dt><dd>Odborový svaz dopravy<\/dd><dt>Evidenční číslo<\/dt><dd>KSVS-2026\/011<\/dd><dt>Rozhodce<\/dt><dd>Mgr\. Petr Příkladný/);
  t.match(html, /<dt>Zprostředkovatel<\/dt><dd>JUDr\. Jana Vzorová, Ph\.D\.<br\/>Telefon: <a href="tel:\+420601000111">\+420 601 000 111<\/a><br\/>E-mail: <a href="mailto:jana.vzorova@example.cz">jana.vzorova@example.cz<\/a><br\/>Adresa pro doručování: <span class="postal-address">Vzorová 12<br\/>120 00 Praha 2<\/span><\/dd>/);
  t.ok(html.indexOf('silnicni-doprava') < html.indexOf('zdravotnictvi'), 'in the order load gave');
  t.match(html, /Zákon č\. 2\/1991 Sb\., o kolektivním vyjednávání/);
});

t.test('a folder with subfolders in English: a table per subfolder with name, type, size, date; the ignored sort said', async (t) => {
  const html = renderExample(SeznamDokumentu, examples.forms!, { data: loadedForms, locale: 'en' });
  t.match(html, /<p class="notice" role="note">The order asked for is not offered; the default order is shown\.<\/p>/);
  t.match(html, /<option value="title:asc" selected="">Title A–Z<\/option>/);
  t.match(html, /<h2 id="documents-2001">Documents<\/h2><table class="document-table"><caption class="visually-hidden">Documents<\/caption><thead><tr><th scope="col">Name<\/th><th scope="col">Type<\/th><th scope="col">Size<\/th><th scope="col">Date<\/th><\/tr><\/thead>/);
  t.match(html, /<h2 id="documents-2002">Sociální dávky<\/h2>/);
  t.match(html, /<th scope="row"><a href="\/cms\/documents\/3002\/zadost.docx" hrefLang="cs-CZ">Žádost o příspěvek na bydlení<\/a><\/th><td>DOCX<\/td><td>1.2 MB<\/td><td><time dateTime="2026-02-01T09:00:00\+01:00">01\/02\/26<\/time><\/td>/);
  t.match(html, /<h2 id="documents-2003">Zaměstnanost<\/h2>/);
});

t.test('an empty folder says so', async (t) => {
  const html = renderExample(SeznamDokumentu, examples.forms!, { data: { ...loadedForms, groups: [], total: 0, sortIgnored: false }, locale: 'en' });
  t.match(html, /There are no documents in this folder\./);
});

t.test('broken data: the unknown kind, sort options and legal basis fall back or are left out, the rest renders', async (t) => {
  const html = renderExample(SeznamDokumentu, examples.broken!, { data: { ...loadedForms, sortIgnored: false, path: '/dokumenty' } });
  t.match(html, /data-template="SeznamDokumentu"/);
  t.match(html, /Text zůstává\./);
  t.match(html, /<table class="document-table">/, 'a generic list');
  t.match(html, /<option value="updatedAt:desc"/, 'the default sort options');
  t.notMatch(html, /legal-basis/);
});

t.test('load: the folder tree grouped by subfolder, sorted in each group, an unknown order ignored and said, a missing folder empty', async (t) => {
  const documentOf = (id: string, title: string, updatedAt: string, extra: Record<string, unknown> = {}) => ({ id, title, fileName: `${id}.pdf`, mimeType: 'application/pdf', size: 1000, url: `/cms/documents/${id}/${id}.pdf`, webId: 'up', updatedAt, ...extra });
  const tree = {
    id: '1',
    name: 'Kořen',
    documents: [documentOf('a', 'Žádost', '2026-01-01T00:00:00Z'), documentOf('b', 'Čestné prohlášení', '2026-03-01T00:00:00Z')],
    children: [
      { id: '2', name: 'Dávky', documents: [documentOf('c', 'Bydlení', '2026-02-01T00:00:00Z', { mediator: { role: 'rozhodce', firstName: 'Petr', lastName: 'Příkladný', titleAfter: null }, tradeUnion: 42 })], children: [{ id: '3', name: 'Archiv', documents: [documentOf('d', 'Starý', '2020-01-01T00:00:00Z')], children: [] }] },
      { id: '4', name: 'Prázdná', documents: [], children: [] },
    ],
  };
  const { Errors } = await import('../../server/errors.ts');
  const cms = { folderTree: async (id: string) => { if (id === '1') return tree; throw Errors.CMS_NOT_FOUND(`Folder with id ${id} does not exist.`); } };
  const load = (data: Record<string, unknown>, sort?: string) =>
    SeznamDokumentu.load!({ content: { ...examples.agreements!, data: { sortOptions: ['updatedAt:desc', 'title:asc', 'title:desc'], ...data } }, query: { sort }, cms, locale: 'cs', path: '/dokumenty' } as never);

  const newest = await load({ folderId: '1', documentKind: 'generic' });
  t.same(newest.groups.map((group) => [group.name, group.documents.map((d) => d.id)]), [[undefined, ['b', 'a']], ['Dávky', ['c']], ['Dávky › Archiv', ['d']]]);
  t.equal(newest.total, 4);
  t.notOk(newest.groups[1]!.documents[0]!.agreement, 'generic documents carry no agreement');

  const byTitle = await load({ folderId: '1', documentKind: 'collectiveAgreement' }, 'title:asc');
  t.same(byTitle.groups[0]!.documents.map((d) => d.title), ['Čestné prohlášení', 'Žádost'], 'Czech collation: Č before Ž');
  t.same(byTitle.groups[1]!.documents[0]!.agreement, { mediator: { role: 'rozhodce', firstName: 'Petr', lastName: 'Příkladný' } }, 'the wrong-typed union is left out, the null title too');

  const reversed = await load({ folderId: '1', documentKind: 'generic' }, 'title:desc');
  t.same(reversed.groups[0]!.documents.map((d) => d.id), ['a', 'b']);

  const unknown = await load({ folderId: '1', documentKind: 'generic', sortOptions: ['title:asc', 'updatedAt:desc'] }, 'size:asc');
  t.equal(unknown.sort, 'title:asc', 'the first option is the default');
  t.equal(unknown.sortIgnored, true);

  const missing = await load({ folderId: '999', documentKind: 'generic' });
  t.same([missing.groups, missing.total], [[], 0]);
});
