/**
 * The key filter presets of docs/product.md §5: which characters a field lets the visitor type. Isomorphic: a field can
 * drop other keys as they are typed, and the server can clean a value the same way.
 */
export const KEY_FILTERS = {
  /** Positive whole numbers. */
  pint: /\d/,
  /** Whole numbers. */
  int: /[\d-]/,
  /** Positive numbers. */
  pnum: /[\d.]/,
  /** Amounts of money: digits, separators and spaces. */
  money: /[\d.\s,]/,
  /** Numbers. */
  num: /[\d\-.]/,
  /** Hexadecimal digits. */
  hex: /[0-9a-f]/i,
  /** Characters of an e-mail address. */
  email: /[a-z0-9_.\-@]/i,
  /** Letters and underscore. */
  alpha: /[a-z_]/i,
  /** Letters, digits and underscore. */
  alphanum: /[a-z0-9_]/i,
} as const;

export type KeyFilter = keyof typeof KEY_FILTERS;
export const KEY_FILTER_NAMES = Object.keys(KEY_FILTERS) as KeyFilter[];

/** What is left of `input` when only the preset's characters may be typed. */
export function applyKeyFilter(filter: KeyFilter, input: string): string {
  return [...input].filter((character) => KEY_FILTERS[filter].test(character)).join('');
}
