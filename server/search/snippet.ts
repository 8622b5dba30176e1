/**
 * The snippet of a search hit: a window of the page's text where the most of the matched words are, escaped,
 * with those words in `<mark>`. It is built from text, never from HTML, so neither content nor query becomes
 * markup; a word is marked when one of its index terms is among the terms the engine matched.
 */
import { letterKey, scan, wordAt, type Analyzer, type Token } from './analyzer.ts';
import { escapeHtml } from '../../shared/escape-html.ts';

/** About two lines of a result list. */
const SNIPPET_CHARS = 200;
/** Text kept before the first mark, so it reads as a sentence rather than starting at the word. */
const LEAD_CHARS = 40;
/** How far past the first mark the window is looked for: a long page is not read to its end for two lines. */
const SCAN_PAST_FIRST_MARK = 2_000;

/**
 * From the text holding the most of the matched terms (the first on a tie: the perex before the body); without
 * any, the start of the first non-empty text. `matched` are index terms.
 */
export function makeSnippet(texts: string[], analyzer: Analyzer, matched: ReadonlySet<string>): string {
  const firstLetters = new Set([...matched].map((term) => letterKey(term.charCodeAt(0))));
  let best: { text: string; marks: Token[]; terms: number } | undefined;
  for (const text of texts) {
    const marks: Token[] = [];
    const terms = new Set<string>();
    scan(text, (start, end) => {
      if (marks.length && start > marks[0]!.start + SCAN_PAST_FIRST_MARK) return true;
      // Only words starting like a matched term are analyzed: most of a page is not.
      if (!firstLetters.has(letterKey(text.charCodeAt(start)))) return false;
      const word = wordAt(text, start, end);
      const term = analyzer.term(word);
      if (term !== undefined && matched.has(term)) {
        marks.push({ word, start, end });
        terms.add(term);
      }
      return false;
    });
    if (terms.size > (best?.terms ?? 0)) best = { text, marks, terms: terms.size };
  }
  if (best) return render(best.text, windowAround(best.text, best.marks), best.marks);
  const first = texts.find(Boolean);
  return first ? render(first, { start: 0, end: wordEnd(first, SNIPPET_CHARS) }, []) : '';
}

/** The window holding the most different marked words, starting a little before its first mark. */
function windowAround(text: string, marks: Token[]): { start: number; end: number } {
  let best = 0;
  let bestCount = 0;
  for (let i = 0; i < marks.length; i++) {
    const limit = marks[i]!.start + SNIPPET_CHARS - LEAD_CHARS;
    const distinct = new Set<string>();
    for (let j = i; j < marks.length && marks[j]!.end <= limit; j++) distinct.add(marks[j]!.word);
    if (distinct.size > bestCount) {
      best = i;
      bestCount = distinct.size;
    }
  }
  const from = Math.max(0, marks[best]!.start - LEAD_CHARS);
  const start = from === 0 ? 0 : text.lastIndexOf(' ', from) + 1;
  return { start, end: wordEnd(text, start + SNIPPET_CHARS) };
}

/** The end of the word at `at` (texts are white space collapsed), or the end of the text. */
function wordEnd(text: string, at: number): number {
  if (at >= text.length) return text.length;
  const space = text.indexOf(' ', at);
  return space === -1 ? text.length : space;
}

function render(text: string, window: { start: number; end: number }, marks: Token[]): string {
  let out = window.start > 0 ? '…' : '';
  let at = window.start;
  for (const mark of marks) {
    if (mark.start < at || mark.end > window.end) continue;
    out += `${escapeHtml(text.slice(at, mark.start))}<mark>${escapeHtml(text.slice(mark.start, mark.end))}</mark>`;
    at = mark.end;
  }
  return out + escapeHtml(text.slice(at, window.end)) + (window.end < text.length ? '…' : '');
}
