/**
 * The search term's rules (docs/product.md §5): at least 3 characters, else "Please enter at least 3 characters"; a
 * term with nothing to search for (punctuation, stop words only) or far too long, "Invalid term. Please try again."
 * The answers are message keys of locales/*.json, for the page (next to the field, status 200) and the API (400).
 */
import { analyzerFor, words, type SearchLanguage } from './analyzer.ts';

export const MIN_TERM_LENGTH = 3;
export const MAX_TERM_LENGTH = 200;

export const TERM_TOO_SHORT = 'search.termTooShort';
export const TERM_INVALID = 'search.termInvalid';
export type TermMessage = typeof TERM_TOO_SHORT | typeof TERM_INVALID;

export type TermCheck = { ok: true; term: string } | { ok: false; message: TermMessage };

/** The term trimmed and with white space collapsed, or the message to show. Length counts characters, not UTF-16 units. */
export function validateTerm(raw: string, language: SearchLanguage): TermCheck {
  // Control characters are never part of a search: they become spaces.
  const term = raw.normalize('NFC').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  const length = [...term].length;
  if (length < MIN_TERM_LENGTH) return { ok: false, message: TERM_TOO_SHORT };
  if (length > MAX_TERM_LENGTH) return { ok: false, message: TERM_INVALID };
  const analyzer = analyzerFor(language);
  if (!words(term).some((word) => analyzer.term(word))) return { ok: false, message: TERM_INVALID };
  return { ok: true, term };
}
