/**
 * Readers for the free-form `data` of content (docs/content-api.md §4): CMS data may be broken, so a template reads
 * through these and gets only well-formed values; anything else is left out rather than crashing a page.
 */
import type { Link } from './page.ts';
import { isSafeLinkTarget } from './urls.ts';

export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

export function listOf<T>(value: unknown, read: (item: unknown) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(read).filter((item): item is T => item !== undefined);
}

function urlOf(value: unknown): string | undefined {
  const url = textOf(value)?.trim();
  return url && isSafeLinkTarget(url) ? url : undefined;
}

export function linkOf(value: unknown): Link | undefined {
  const r = recordOf(value);
  const label = textOf(r?.label);
  const url = urlOf(r?.url);
  return label && url ? { label, url } : undefined;
}
