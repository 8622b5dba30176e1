/**
 * The embedded content service's data: the validated files expanded into one Content per language
 * (docs/content-api.md), with the look-ups and the list query the HTTP routes answer from.
 */
import type { CategoryNode, CmsDocument, Content, Folder, Vocabulary, Web } from '../shared/content.ts';
import { type LoadedContent, type PageFile, type WebFiles } from './content-files.ts';
import { LANGUAGE_TAGS } from '../shared/locales.ts';
import { matchContent, type SearchMatch } from './search.ts';

export class NotFound extends Error {}

export interface ContentQuery {
  webId?: string;
  language?: string;
  structureKey: string[];
  category: string[];
  tag: string[];
  year?: number;
  search?: string;
  sort: 'displayAt:desc' | 'displayAt:asc' | 'name:asc' | 'name:desc' | 'relevance';
  page: number;
  pageSize: number;
  onlyPublished: boolean;
}

interface Entry {
  content: Content;
  published: boolean;
}

function decorate(vocabularies: Vocabulary[], language: string, keys: string[]): Content['categories'] {
  return keys.map((key) => {
    const [vocabulary = '', name = ''] = key.split('.');
    const node = findInTree<CategoryNode>(vocabularies.find((v) => v.name === vocabulary)?.categories ?? [], (n) => n.name === name);
    return { key, vocabulary, name: node?.title?.[language] ?? node?.title?.['cs-CZ'] ?? name };
  });
}

/** Depth first through a tree of categories or folders. */
function findInTree<T extends { children: T[] }>(nodes: T[], matches: (node: T) => boolean): T | undefined {
  for (const node of nodes) {
    if (matches(node)) return node;
    const inner = findInTree(node.children, matches);
    if (inner) return inner;
  }
  return undefined;
}

function expand(files: WebFiles, page: PageFile): Entry[] {
  const friendlyURLs = Object.fromEntries(Object.entries(page.translations).map(([lang, t]) => [lang, t.friendlyURL]));
  const updatedAtOf = (t: { updatedAt?: string } | undefined) => t?.updatedAt ?? page.updatedAt;
  const updatedAtByLanguage: Record<string, string> = {};
  for (const [lang, t] of Object.entries(page.translations)) {
    const at = updatedAtOf(t);
    if (at) updatedAtByLanguage[lang] = at;
  }
  return Object.entries(page.translations).map(([language, t]) => ({
    published: page.published,
    content: {
      id: page.id,
      name: t.name,
      description: t.description ?? null,
      language,
      webId: files.web.id,
      web: { id: files.web.id },
      friendlyURLs,
      structure: { key: page.structure },
      categories: decorate(files.vocabularies, language, page.categories),
      tags: page.tags,
      published: page.published,
      displayAt: page.displayAt ?? page.createdAt ?? null,
      createdAt: page.createdAt ?? null,
      updatedAt: updatedAtOf(t) ?? null,
      ...(Object.keys(updatedAtByLanguage).length > 0 ? { updatedAtByLanguage } : {}),
      ...(t.changeNote ? { changeNote: t.changeNote } : {}),
      ...(t.changeHistory ? { changeHistory: t.changeHistory } : {}),
      ...(page.withdrawn ? { withdrawn: true, withdrawalNote: t.withdrawalNote ?? null } : {}),
      data: { ...page.data, ...t.data },
    },
  }));
}

export class ContentStore {
  readonly #webs: WebFiles[];
  readonly #entries: Entry[];

  constructor(loaded: LoadedContent) {
    this.#webs = loaded.webs;
    this.#entries = loaded.webs.flatMap((files) => files.pages.flatMap((page) => expand(files, page)));
  }

  webs(): Web[] {
    if (this.#webs.length === 0) throw new NotFound('No web exists.');
    return this.#webs.map((w) => w.web);
  }

  webById(id: string): Web {
    const found = this.#webs.find((w) => w.web.id === id);
    if (!found) throw new NotFound(`Web with id ${id} does not exist.`);
    return found.web;
  }

  webByUrl(url: string): Web {
    const found = this.#webs.find((w) => w.web.friendlyURL === url);
    if (!found) throw new NotFound(`Web with url ${url} does not exist.`);
    return found.web;
  }

  #candidates(webId: string | undefined, onlyPublished: boolean): Entry[] {
    return this.#entries.filter((e) => (!webId || e.content.webId === webId) && (!onlyPublished || e.published));
  }

  /** The language a look-up without one prefers: the web's default, cs-CZ (docs/product.md §1) when no web is named. */
  #defaultLanguage(webId: string | undefined): string {
    return this.#webs.find((w) => w.web.id === webId)?.web.defaultLanguage ?? 'cs-CZ';
  }

  /** Without a language the item's own web's default language wins, then any language the item exists in. */
  #pick(entries: Entry[], language: string | undefined): Content | undefined {
    if (language) return entries.find((e) => e.content.language === language)?.content;
    return (entries.find((e) => e.content.language === this.#defaultLanguage(e.content.webId)) ?? entries[0])?.content;
  }

  contentById(id: string, opts: { webId?: string; language?: string; onlyPublished: boolean }): Content {
    const found = this.#pick(this.#candidates(opts.webId, opts.onlyPublished).filter((e) => e.content.id === id), opts.language);
    if (!found) throw new NotFound(`Content with id ${id} does not exist.`);
    return found;
  }

  contentByUrl(url: string, opts: { webId?: string; language?: string; onlyPublished: boolean }): Content {
    const matches = this.#candidates(opts.webId, opts.onlyPublished).filter((e) => e.content.friendlyURLs[e.content.language] === url);
    const found = this.#pick(matches, opts.language);
    if (!found) throw new NotFound(`Content with url ${url} and language ${opts.language ?? this.#defaultLanguage(opts.webId)} does not exist.`);
    return found;
  }

  query(q: ContentQuery) {
    // Withdrawn items answer by URL and id (the portal's 410), never in a list (docs/content-api.md §5).
    let entries = this.#candidates(q.webId, q.onlyPublished).map((e) => e.content).filter((c) => !c.withdrawn);
    if (q.language) entries = entries.filter((c) => c.language === q.language);
    if (q.structureKey.length) entries = entries.filter((c) => q.structureKey.includes(c.structure.key));
    if (q.category.length) entries = entries.filter((c) => q.category.every((key) => c.categories.some((cat) => cat.key === key)));
    if (q.tag.length) entries = entries.filter((c) => q.tag.every((tag) => c.tags.includes(tag)));
    if (q.year !== undefined) entries = entries.filter((c) => yearOf(c) === q.year);

    let matches: Map<Content, SearchMatch> | undefined;
    if (q.search) {
      matches = new Map();
      for (const content of entries) {
        const match = matchContent(content, q.search);
        if (match) matches.set(content, match);
      }
      entries = [...matches.keys()];
    }

    const sorted = sortContents(entries, q.sort, matches, q.language);
    const start = (q.page - 1) * q.pageSize;
    const items = sorted.slice(start, start + q.pageSize).map((c) => {
      const highlight = matches?.get(c)?.highlight;
      return highlight ? { ...c, highlight } : c;
    });
    return { items, page: q.page, pageSize: q.pageSize, totalCount: sorted.length, facets: facetsOf(entries) };
  }

  vocabularies(webId: string | undefined): Vocabulary[] {
    return this.#scope(webId).flatMap((w) => w.vocabularies);
  }

  tags(webId: string | undefined): { name: string }[] {
    return this.#scope(webId).flatMap((w) => w.tags);
  }

  folderTree(id: string): Folder {
    for (const web of this.#webs) {
      const found = findInTree(web.folders, (folder) => folder.id === id);
      if (found) return found;
    }
    throw new NotFound(`Folder with id ${id} does not exist.`);
  }

  /** A document by id with the web whose folders list it: its file lies in `{webId}/documents/{id}/{fileName}`. */
  documentById(id: string): { document: CmsDocument; webId: string } {
    for (const web of this.#webs) {
      const document = web.folders.flatMap(documentsIn).find((d) => d.id === id);
      if (document) return { document, webId: web.web.id };
    }
    throw new NotFound(`Document with id ${id} does not exist.`);
  }

  documents(opts: { webId?: string; folderId?: string; page: number; pageSize: number }) {
    const webs = this.#scope(opts.webId); // first, so an unknown webId is a 404 with or without folderId
    const roots = opts.folderId ? [this.folderTree(opts.folderId)] : webs.flatMap((w) => w.folders);
    const all = roots.flatMap(documentsIn).filter((d) => !opts.webId || d.webId === opts.webId);
    const start = (opts.page - 1) * opts.pageSize;
    return { items: all.slice(start, start + opts.pageSize), page: opts.page, pageSize: opts.pageSize, totalCount: all.length };
  }

  #scope(webId: string | undefined): WebFiles[] {
    if (webId === undefined) return this.#webs;
    this.webById(webId);
    return this.#webs.filter((w) => w.web.id === webId);
  }
}

function yearOf(content: Content): number | undefined {
  return content.displayAt ? new Date(content.displayAt).getUTCFullYear() : undefined;
}

function sortContents(entries: Content[], sort: ContentQuery['sort'], matches: Map<Content, SearchMatch> | undefined, language?: string): Content[] {
  // Only a content language picks the collation: any other value matches no content, and `Intl.Collator(' ')` throws.
  const collator = new Intl.Collator(language && (LANGUAGE_TAGS as readonly string[]).includes(language) ? language : 'cs-CZ');
  const time = (c: Content) => (c.displayAt ? Date.parse(c.displayAt) : 0);
  const copy = [...entries];
  switch (sort) {
    case 'name:asc': return copy.sort((a, b) => collator.compare(a.name, b.name));
    case 'name:desc': return copy.sort((a, b) => collator.compare(b.name, a.name));
    case 'displayAt:asc': return copy.sort((a, b) => time(a) - time(b));
    case 'relevance': return copy.sort((a, b) => (matches?.get(b)?.score ?? 0) - (matches?.get(a)?.score ?? 0) || time(b) - time(a));
    default: return copy.sort((a, b) => time(b) - time(a));
  }
}

function facetsOf(entries: Content[]) {
  const facets = { structureKey: {} as Record<string, number>, year: {} as Record<string, number>, category: {} as Record<string, number> };
  const bump = (map: Record<string, number>, key: string) => { map[key] = (map[key] ?? 0) + 1; };
  for (const c of entries) {
    bump(facets.structureKey, c.structure.key);
    const year = yearOf(c);
    if (year !== undefined) bump(facets.year, String(year));
    for (const cat of c.categories) bump(facets.category, cat.key);
  }
  return facets;
}

function documentsIn(folder: Folder): CmsDocument[] {
  return [...folder.documents, ...folder.children.flatMap(documentsIn)];
}
