/**
 * The snippet of a search hit: a window of the page's text where the most of the matched words are, escaped,
 * with those words in `<mark>`. It is built from text, never from HTML, so neither content nor query becomes
 * markup; a word is marked when one of its index terms is among the terms the engine matched.
 */
import type { Token } from './analyzer.ts';
import { escapeHtml } from './text.ts';

/** About two lines of a result list. */
const SNIPPET_CHARS = 200;
/** Text kept before the first mark, so it reads as a sentence rather than starting at the word. */
const LEAD_CHARS = 40;
/** Marks looked at when placing the window (a long page may hold hundreds). */
const MAX_MARKS = 200;

export interface SnippetSource {
  text: string;
  tokens: Token[];
}

/**
 * From the first source holding a matched word (the body, then the perex); without any, the start of the first
 * non-empty one. The sources come tokenized: the engine has tokenized them already for phrases.
 */
export function makeSnippet(sources: SnippetSource[], isMatch: (word: string) => boolean): string {
  for (const { text, tokens } of sources) {
    const marks: Token[] = [];
    for (const token of tokens) {
      if (isMatch(token.word) && marks.push(token) >= MAX_MARKS) break;
    }
    if (marks.length) return render(text, windowAround(text, marks), marks);
  }
  const first = sources.find((source) => source.text)?.text;
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
