import t from 'tap';
import { attrsOf, definitions, dom, links, optionsOf, outline, rowsOf, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedAgreements, loadedForms } from './examples.ts';
import { SeznamDokumentu } from './server.ts';

t.test('collective agreements: the sort form, the count, one definition list per agreement with its mediator or arbitrator', async (t) => {
  const $ = dom(renderExample(SeznamDokumentu, examples.agreements!, { data: loadedAgreements }));
  t.equal($('[data-template]').attr('data-template'), 'SeznamDokumentu');
  const form = $('form.list-filter');
  t.same([form.attr('action'), form.attr('method')], ['/kolektivni-smlouvy', 'get']);
  t.ok($('select[name="sort"]').attr('id'), 'the sort has an id its label names');
  t.same(optionsOf($, 'select[name="sort"]'), ['updatedAt:desc Od nejnovějších (selected)', 'title:asc Podle názvu A–Z', 'title:desc Podle názvu Z–A']);
  t.same([textOf($('p.list-count')), $('p.list-count').attr('role')], ['2 položky', 'status']);
  const first = $('li.agreement').first();
  t.same(links($, 'li.agreement:first-child > h3'), [{ text: 'Kolektivní smlouva vyššího stupně – silniční doprava 2026', href: '/cms/documents/4804/ksvs-silnicni-doprava-2026.pdf' }]);
  t.equal(first.find('> h3 > a').attr('type'), 'application/pdf');
  t.equal(textOf(first.children('h3 + p.documents__details')), 'PDF, 18,2 kB, 20.4.26');
  t.same(definitions($, 'li.agreement:first-child dl').slice(0, 4), [
    'Číslo sdělení ministerstva: sdělení č. 97/2026 Sb.',
    'Organizace zaměstnavatelů: Sdružení automobilových dopravců ČESMAD BOHEMIA',
    'Odborová organizace: Odborový svaz dopravy',
    'Evidenční číslo: KSVS-2026/011',
  ]);
  t.match(definitions($, 'li.agreement:first-child dl')[4], /^Rozhodce: Mgr\. Petr Příkladný/);
  const mediator = $('dt').filter((_, term) => textOf($(term)) === 'Zprostředkovatel').next('dd');
  t.equal(textOf(mediator), 'JUDr. Jana Vzorová, Ph.D. Telefon: +420 601 000 111 E-mail: jana.vzorova@example.cz Adresa pro doručování: Vzorová 12 120 00 Praha 2');
  t.same(mediator.find('a').toArray().map((link) => [textOf($(link)), $(link).attr('href')]), [
    ['+420 601 000 111', 'tel:+420601000111'],
    ['jana.vzorova@example.cz', 'mailto:jana.vzorova@example.cz'],
  ]);
  t.equal(mediator.find('span.postal-address br').length, 1, 'the address on its lines');
  t.equal(textOf(mediator.find('span.postal-address')), 'Vzorová 12 120 00 Praha 2');
  t.same(attrsOf($, 'li.agreement > h3 > a', 'href'), ['/cms/documents/4804/ksvs-silnicni-doprava-2026.pdf', '/cms/documents/4802/ksvs-zdravotnictvi-2026.pdf'], 'in the order load gave');
  t.match(textOf($('body')), /Zákon č\. 2\/1991 Sb\., o kolektivním vyjednávání/);
});

t.test('a folder with subfolders in English: a table per subfolder with name, type, size, date; the ignored sort said', async (t) => {
  const $ = dom(renderExample(SeznamDokumentu, examples.forms!, { data: loadedForms, locale: 'en' }));
  t.same(textsOf($, 'p.notice[role="note"]'), ['The order asked for is not offered; the default order is shown.']);
  t.equal(optionsOf($, 'select[name="sort"]').find((option) => option.endsWith('(selected)')), 'title:asc Title A–Z (selected)');
  t.same(outline($, '.document-group'), ['h2 Documents', 'h2 Sociální dávky', 'h2 Zaměstnanost'], 'a section per subfolder');
  t.same(attrsOf($, '.document-group > h2', 'id'), ['documents-2001', 'documents-2002', 'documents-2003']);
  const documents = $('#documents-2001').next('table.document-table');
  t.equal(textOf(documents.children('caption.visually-hidden')), 'Documents', 'the table named for a screen reader');
  t.same(rowsOf($, '[aria-labelledby="documents-2001"] thead'), [['Name', 'Type', 'Size', 'Date']]);
  t.same(attrsOf($, '[aria-labelledby="documents-2001"] thead th', 'scope'), ['col', 'col', 'col', 'col']);
  t.same(rowsOf($, '[aria-labelledby="documents-2002"] tbody'), [['Žádost o příspěvek na bydlení', 'DOCX', '1.2 MB', '01/02/26']]);
  const row = $('[aria-labelledby="documents-2002"] tbody tr').first();
  t.equal(row.children('th').attr('scope'), 'row', 'each document names its row');
  t.same([row.find('th a').attr('href'), row.find('th a').attr('hreflang')], ['/cms/documents/3002/zadost.docx', 'cs-CZ']);
  t.equal(row.find('td time').attr('datetime'), '2026-02-01T09:00:00+01:00');
});

t.test('an empty folder says so', async (t) => {
  const $ = dom(renderExample(SeznamDokumentu, examples.forms!, { data: { ...loadedForms, groups: [], total: 0, sortIgnored: false }, locale: 'en' }));
  t.match(textOf($('body')), /There are no documents in this folder\./);
});

t.test('broken data: the unknown kind, sort options and legal basis fall back or are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(SeznamDokumentu, examples.broken!, { data: { ...loadedForms, sortIgnored: false, path: '/dokumenty' } }));
  t.equal($('[data-template]').attr('data-template'), 'SeznamDokumentu');
  t.match(textOf($('body')), /Text zůstává\./);
  t.ok($('table.document-table').length > 0, 'a generic list');
  t.equal($('select[name="sort"] option[value="updatedAt:desc"]').length, 1, 'the default sort options');
  t.equal($('.legal-basis, #legal-basis-heading').length, 0);
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
