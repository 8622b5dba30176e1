/**
 * An Atom document checked against what RFC 4287 requires (§4.1.1 atom:feed, §4.1.2 atom:entry, §3.3 dates, §4.2.7
 * links), parsed with fast-xml-parser: the problems found, one line each, none for a valid feed.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const ATOM = 'http://www.w3.org/2005/Atom';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', textNodeName: '#text', isArray: (_name: string, _path: unknown, _leaf: boolean, isAttribute: boolean) => !isAttribute });

type Node = Record<string, unknown[] | string | undefined>;

const textOf = (node: unknown) => (typeof node === 'object' && node !== null ? String((node as Node)['#text'] ?? '') : String(node ?? ''));

/** The problems of one element's children (feed or entry) by the RFC's rules of count and form. */
function checkCommon(where: string, node: Node, problems: string[], needsAuthor: boolean) {
  const children = (name: string) => (node[name] as unknown[] | undefined) ?? [];
  for (const name of ['id', 'title', 'updated']) {
    if (children(name).length !== 1) problems.push(`${where}: ${children(name).length} atom:${name}, exactly one required`);
  }
  const id = textOf(children('id')[0]);
  if (id && !/^[a-z][a-z0-9+.-]*:/i.test(id)) problems.push(`${where}: atom:id ${id} is no IRI`);
  for (const name of ['updated', 'published']) {
    for (const date of children(name)) if (!RFC3339.test(textOf(date))) problems.push(`${where}: atom:${name} ${textOf(date)} is no RFC 3339 date`);
  }
  if (needsAuthor && children('author').length === 0) problems.push(`${where}: no atom:author (RFC 4287 §4.1.1)`);
  for (const author of children('author')) if (!textOf((author as Node).name?.[0])) problems.push(`${where}: an atom:author without atom:name`);
  const links = children('link') as Node[];
  for (const link of links) if (!link['@href']) problems.push(`${where}: an atom:link without href`);
  const alternates = links.filter((link) => (link['@rel'] ?? 'alternate') === 'alternate');
  const pairs = alternates.map((link) => `${link['@type'] ?? ''} ${link['@hreflang'] ?? ''}`);
  if (new Set(pairs).size !== pairs.length) problems.push(`${where}: two alternate links of one type and language`);
  return { links, alternates };
}

export function atomProblems(xml: string): string[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`];
  const feeds = parser.parse(xml).feed as Node[] | undefined;
  if (!feeds || feeds.length !== 1) return ['the root is no atom:feed'];
  const feed = feeds[0]!;
  const problems: string[] = [];
  if (feed['@xmlns'] !== ATOM) problems.push(`the feed's namespace is ${String(feed['@xmlns'])}, not ${ATOM}`);
  const entries = (feed.entry as Node[] | undefined) ?? [];
  // §4.1.1: the feed names an author unless every entry names its own.
  const everyEntryHasAuthor = entries.length > 0 && entries.every((entry) => ((entry.author as unknown[] | undefined) ?? []).length > 0);
  const { links } = checkCommon('feed', feed, problems, !everyEntryHasAuthor);
  if (!links.some((link) => link['@rel'] === 'self')) problems.push('feed: no atom:link rel="self" (RFC 4287 §4.1.1 SHOULD)');
  entries.forEach((entry, index) => {
    const { alternates } = checkCommon(`entry ${index + 1}`, entry, problems, false);
    // §4.1.2: an entry without atom:content has an alternate link.
    if (!entry.content && alternates.length === 0) problems.push(`entry ${index + 1}: neither atom:content nor an alternate atom:link`);
    if (entry.content && !entry.summary && ((entry.content as Node[])[0]?.['@src'])) problems.push(`entry ${index + 1}: content by src needs atom:summary`);
  });
  return problems;
}
