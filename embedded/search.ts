/**
 * Full-text matching for `GET /contents?search=`: every word of the term must occur (case and diacritics
 * ignored, so "prispevek" finds "Příspěvek"); hits in the name weigh most. The highlight is plain text with
 * `<mark>` only, as the contract says.
 */
import type { Content } from '../shared/content.ts';
import { escapeHtml } from '../shared/escape-html.ts';

export interface SearchMatch {
  score: number;
  highlight: string;
}

const HIGHLIGHT_RADIUS = 80;

/**
 * Lower case without diacritics, one UTF-16 unit per input unit so offsets stay valid for highlighting. Each
 * letter is lower-cased on its own: "İ" lower-cases to two units, which would shift every later offset.
 */
export function fold(text: string): string {
  return text.replace(/\p{L}\p{M}*/gu, (ch) => ch.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').slice(0, ch.length).padEnd(ch.length, ' '));
}

export function words(term: string): string[] {
  return fold(term).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The visible text: script and style bodies are not text, and `&amp;` goes last so `&amp;lt;` stays `&lt;`. */
function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ').trim();
}

const bodyCache = new WeakMap<Content, string>();
function bodyOf(content: Content): string {
  let text = bodyCache.get(content);
  if (text === undefined) {
    const body = content.data.body;
    text = typeof body === 'string' ? plainText(body) : '';
    bodyCache.set(content, text);
  }
  return text;
}

function count(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}

export function matchContent(content: Content, term: string): SearchMatch | undefined {
  const terms = words(term);
  if (terms.length === 0) return undefined;
  const fields = [
    { text: content.name, weight: 10 },
    { text: content.description ?? '', weight: 3 },
    { text: bodyOf(content), weight: 1 },
  ].map((f) => ({ ...f, folded: fold(f.text) }));
  let score = 0;
  for (const t of terms) {
    const hits = fields.reduce((sum, f) => sum + count(f.folded, t) * f.weight, 0);
    if (hits === 0) return undefined;
    score += hits;
  }
  const source = fields.slice(1).find((f) => f.folded.includes(terms[0]!)) ?? fields[0]!;
  return { score, highlight: highlight(source.text, source.folded, terms) };
}

function highlight(text: string, folded: string, terms: string[]): string {
  const first = folded.indexOf(terms[0]!);
  const start = Math.max(0, first - HIGHLIGHT_RADIUS);
  const end = Math.min(text.length, first + terms[0]!.length + HIGHLIGHT_RADIUS);
  const ranges: [number, number][] = [];
  for (const t of terms) {
    for (let i = folded.indexOf(t, start); i !== -1 && i < end; i = folded.indexOf(t, i + t.length)) ranges.push([i, Math.min(i + t.length, end)]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let out = start > 0 ? '…' : '';
  let at = start;
  for (const [from, to] of ranges) {
    if (from < at) continue;
    out += escapeHtml(text.slice(at, from)) + '<mark>' + escapeHtml(text.slice(from, to)) + '</mark>';
    at = to;
  }
  return out + escapeHtml(text.slice(at, end)) + (end < text.length ? '…' : '');
}
