/**
 * The security provider stand-in's CAS client: validates a service ticket with `p3/serviceValidate` over HTTP
 * (Node's fetch) and reads the XML answer strictly. A document with a DTD or any other markup declaration is
 * refused before parsing (fast-xml-parser would expand its entities); names are matched by namespace, not by
 * prefix; a login is only a root `cas:serviceResponse` whose one child is `cas:authenticationSuccess` with one
 * non-empty `cas:user`.
 */
import { EntityDecoder, XML } from '@nodable/entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CAS_NAMESPACE } from './cas-server.ts';

export type CasValidation =
  | { ok: true; user: string; attributes: Record<string, string> }
  /** `code` is the CAS failure code, or INVALID_RESPONSE / CAS_UNAVAILABLE when no proper answer came. */
  | { ok: false; code: string; message: string };

/** A serviceValidate answer is a few hundred bytes; anything far larger is not one. */
export const MAX_RESPONSE_CHARS = 64 * 1024;

// preserveOrder keeps attributes (for namespaces) and tells elements from text; no value is converted. The
// decoder knows XML's five named entities and character references (`&#39;`), nothing else.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  entityDecoder: new EntityDecoder({ namedEntities: XML, numericAllowed: true }),
});

type XmlNode = Record<string, unknown>;

interface Element {
  namespace: string | undefined;
  local: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  scope: Map<string, string>;
}

const invalid = (message: string): CasValidation => ({ ok: false, code: 'INVALID_RESPONSE', message });

export interface TicketCheck {
  service: string;
  ticket: string;
  /** Accept only a ticket issued from a typed password, not from single sign-on. */
  renew?: boolean;
}

export async function validateServiceTicket(casUrl: string, check: TicketCheck, timeoutMs: number): Promise<CasValidation> {
  const query = new URLSearchParams({ service: check.service, ticket: check.ticket });
  if (check.renew) query.set('renew', 'true');
  const url = `${casUrl}/p3/serviceValidate?${query}`;
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { headers: { accept: 'application/xml' }, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return { ok: false, code: 'CAS_UNAVAILABLE', message: `serviceValidate failed: ${(error as Error).message}` };
  }
  if (status !== 200) return { ok: false, code: 'CAS_UNAVAILABLE', message: `serviceValidate answered HTTP ${status}` };
  return parseServiceResponse(text);
}

export function parseServiceResponse(xml: string): CasValidation {
  if (xml.length > MAX_RESPONSE_CHARS) return invalid('The answer is too large.');
  // `<!DOCTYPE`, `<!ENTITY` and every other declaration; comments and CDATA are harmless.
  if (/<!(?!--|\[CDATA\[)/.test(xml)) return invalid('A DTD or markup declaration is refused.');
  if (XMLValidator.validate(xml) !== true) return invalid('The answer is not well-formed XML.');

  const roots = elementsOf(parser.parse(xml) as XmlNode[], new Map());
  if (roots.length !== 1) return invalid('The answer must have exactly one root element.');
  const root = roots[0]!;
  if (!isCas(root, 'serviceResponse')) return invalid('The root element is not cas:serviceResponse.');

  const [outcome, ...others] = elementsOf(root.children, root.scope);
  if (!outcome || others.length) return invalid('cas:serviceResponse must hold exactly one element.');
  if (isCas(outcome, 'authenticationFailure')) {
    const code = Object.hasOwn(outcome.attributes, 'code') ? outcome.attributes.code : undefined;
    return { ok: false, code: code || 'UNKNOWN', message: textOf(outcome) ?? '' };
  }
  if (!isCas(outcome, 'authenticationSuccess')) return invalid(`Unexpected answer element ${outcome.local}.`);

  const parts = elementsOf(outcome.children, outcome.scope);
  const users = parts.filter((part) => isCas(part, 'user'));
  const user = users.length === 1 ? textOf(users[0]!) : undefined;
  if (!user) return invalid('cas:authenticationSuccess must hold exactly one non-empty cas:user.');

  const attributes: Record<string, string> = {};
  for (const group of parts.filter((part) => isCas(part, 'attributes'))) {
    for (const item of elementsOf(group.children, group.scope)) {
      const value = textOf(item);
      // Multi-valued attributes repeat the element; the first value is kept.
      if (item.namespace === CAS_NAMESPACE && value !== undefined && !Object.hasOwn(attributes, item.local)) attributes[item.local] = value;
    }
  }
  return { ok: true, user, attributes };
}

function isCas(element: Element, local: string): boolean {
  return element.namespace === CAS_NAMESPACE && element.local === local;
}

/** The element nodes among `nodes`, each with its name resolved against the namespaces in scope. */
function elementsOf(nodes: XmlNode[], parentScope: Map<string, string>): Element[] {
  const elements: Element[] = [];
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ':@');
    if (name === undefined || name === '#text' || name.startsWith('?')) continue;
    const attributes = (node[':@'] ?? {}) as Record<string, string>;
    const scope = new Map(parentScope);
    for (const [key, value] of Object.entries(attributes)) {
      if (key === 'xmlns') scope.set('', value);
      else if (key.startsWith('xmlns:')) scope.set(key.slice('xmlns:'.length), value);
    }
    const colon = name.indexOf(':');
    const prefix = colon < 0 ? '' : name.slice(0, colon);
    elements.push({ namespace: scope.get(prefix), local: name.slice(colon + 1), attributes, children: node[name] as XmlNode[], scope });
  }
  return elements;
}

/** The trimmed text of an element that holds text only; undefined when it holds elements or nothing. */
function textOf(element: Element): string | undefined {
  if (elementsOf(element.children, element.scope).length) return undefined;
  const text = element.children.map((child) => (typeof child['#text'] === 'string' ? child['#text'] : '')).join('').trim();
  return text || undefined;
}
