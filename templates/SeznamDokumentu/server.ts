import { z } from 'zod';
import type { CmsDocument, Folder } from '../../shared/content.ts';
import { collatorFor } from '../../shared/i18n.ts';
import { LOCALES, type LocaleCode } from '../../shared/locales.ts';
import { Errors } from '../../server/errors.ts';
import { parseLenient } from '../../server/template-data.ts';
import { defineTemplate } from '../module.ts';
import { address, html, link, text } from '../schema.ts';
import DocumentListPageView, { DOCUMENT_KINDS, DOCUMENT_SORTS, type DocumentEntry, type DocumentGroup, type DocumentListData, type DocumentListPage, type DocumentSort } from './SeznamDokumentu.tsx';

export const schema = z.object({
  folderId: text().describe("The folder whose documents (and its subfolders' documents, grouped by subfolder) the page lists (required)."),
  documentKind: z.enum(DOCUMENT_KINDS).default('generic').describe('`collectiveAgreement`: the documents carry the facts of a higher-level collective agreement, shown with each.'),
  sortOptions: z.array(z.enum(DOCUMENT_SORTS)).min(1).default([...DOCUMENT_SORTS]).describe('The orders the visitor may choose, the first being the default; the documents API does not sort, the page does.'),
  body: html().optional().describe('An introduction above the list (HTML).'),
  legalBasis: z.array(link()).optional().describe("The laws the documents follow (label = the law's full citation)."),
}).meta({ description: 'The documents of a folder, loaded with `/folders/by-id/{id}/tree` and `/documents?folderId=`.' });

/** The agreement's facts a document of the CMS carries besides the Document fields (content/README.md). */
export const agreementSchema = z
  .object({
    ministryNoticeNumber: text().optional().describe("the number of the ministry's notice that extended it"),
    employerOrganisation: text().optional().describe("the employers' organisation that made it"),
    tradeUnion: text().optional().describe('the trade union that made it'),
    evidenceNumber: text().optional().describe("its number in the ministry's register"),
    mediator: z
      .object({
        role: z.enum(['zprostředkovatel', 'rozhodce']).describe('mediator or arbitrator'),
        titleBefore: text().nullish().transform((value) => value ?? undefined).optional().describe('titles before the name'),
        firstName: text().describe('first name'),
        lastName: text().describe('surname'),
        titleAfter: text().nullish().transform((value) => value ?? undefined).optional().describe('titles after the name'),
        phone: text().optional().describe('phone'),
        email: z.email().optional().describe('e-mail'),
        deliveryAddress: address().optional().describe('where documents are delivered to them'),
      })
      .optional()
      .describe('the mediator or arbitrator of its dispute, from the list the ministry keeps'),
  })
  .meta({
    title: 'CollectiveAgreement',
    description: 'What a document of `documentKind` `collectiveAgreement` carries in `folders.json`, besides the Document fields.',
  });

// A lenient reading of the query: an unknown order is ignored and said, never a refused page.
const query = z.object({ sort: z.string().optional() });
type Query = z.infer<typeof query>;

function entryOf(document: CmsDocument, withAgreement: boolean): DocumentEntry {
  const language = typeof document.language === 'string' ? document.language : undefined;
  const agreement = withAgreement ? parseLenient(agreementSchema, document).value : undefined;
  return {
    id: document.id,
    title: document.title,
    url: document.url,
    mimeType: document.mimeType,
    size: document.size,
    ...(document.updatedAt ? { updatedAt: document.updatedAt } : {}),
    ...(language ? { language } : {}),
    ...(agreement ? { agreement } : {}),
  };
}

function sorter(sort: DocumentSort, locale: LocaleCode): (a: DocumentEntry, b: DocumentEntry) => number {
  if (sort === 'updatedAt:desc') {
    const time = (entry: DocumentEntry) => (entry.updatedAt ? Date.parse(entry.updatedAt) : 0);
    return (a, b) => time(b) - time(a);
  }
  const collator = collatorFor(LOCALES[locale].tag);
  return sort === 'title:asc' ? (a, b) => collator.compare(a.title, b.title) : (a, b) => collator.compare(b.title, a.title);
}

/** The folder's documents first, then each subfolder's, depth first; a subfolder is named by its path below the folder. */
function groupsOf(folder: Folder, withAgreement: boolean, compare: ReturnType<typeof sorter>, name?: string): DocumentGroup[] {
  const own = folder.documents.length > 0 ? [{ id: folder.id, ...(name ? { name } : {}), documents: folder.documents.map((d) => entryOf(d, withAgreement)).sort(compare) }] : [];
  return [...own, ...folder.children.flatMap((child) => groupsOf(child, withAgreement, compare, name ? `${name} › ${child.name}` : child.name))];
}

export const SeznamDokumentu = defineTemplate<DocumentListData, Query, DocumentListPage>({
  key: 'SeznamDokumentu',
  Component: DocumentListPageView,
  schema,
  query,
  // Its order means the same in every language.
  languageQuery: ['sort'],
  async load({ content, query, cms, locale, path }) {
    const { sortOptions, folderId, documentKind } = content.data;
    const asked = sortOptions.find((option) => option === query.sort);
    const sort = asked ?? sortOptions[0]!;
    const sortIgnored = query.sort !== undefined && query.sort !== '' && !asked;
    let tree: Folder | undefined;
    try {
      // The tree carries every folder's documents; `/documents?folderId=` would list them too, but without the
      // subfolder each lies in, which the page groups by.
      tree = await cms.folderTree(folderId);
    } catch (error) {
      // A folder the CMS does not have: the page says there are no documents. A CMS that fails fails the page.
      if (!(error instanceof Errors.CMS_NOT_FOUND)) throw error;
    }
    const groups = tree ? groupsOf(tree, documentKind === 'collectiveAgreement', sorter(sort, locale)) : [];
    return { groups, total: groups.reduce((sum, group) => sum + group.documents.length, 0), sort, sortIgnored, path };
  },
});
