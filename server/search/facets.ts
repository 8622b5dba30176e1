/**
 * Filters and facets over documents held in memory: the embedded engine's matches, and the PostgreSQL engine's
 * relaxed candidates (a bounded list read once). Each facet counts the documents that the other filters let
 * through, so its counts say what choosing a value gives.
 */
import type { SearchFacets, SearchFilters } from './engine.ts';

/** What the filters read of a document. */
export interface FacetedDocument {
  type: string;
  year?: string;
  categories: string[];
  regions: string[];
}

export function matchesFilters(doc: FacetedDocument, filters: SearchFilters, except?: keyof SearchFacets): boolean {
  return (
    (except === 'type' || !filters.type?.length || filters.type.includes(doc.type)) &&
    (except === 'year' || filters.year === undefined || doc.year === String(filters.year)) &&
    (except === 'category' || !filters.category || doc.categories.includes(filters.category)) &&
    (except === 'region' || !filters.region || doc.regions.includes(filters.region))
  );
}

export function emptyFacets(): SearchFacets {
  // Without a prototype: a key such as "constructor" from the CMS is a count like any other.
  const counts = () => Object.create(null) as Record<string, number>;
  return { type: counts(), year: counts(), category: counts(), region: counts() };
}

export function facetsOf(docs: FacetedDocument[], filters: SearchFilters): SearchFacets {
  const facets = emptyFacets();
  const bump = (counts: Record<string, number>, key: string) => { counts[key] = (counts[key] ?? 0) + 1; };
  for (const doc of docs) {
    if (matchesFilters(doc, filters, 'type')) bump(facets.type, doc.type);
    if (doc.year && matchesFilters(doc, filters, 'year')) bump(facets.year, doc.year);
    if (matchesFilters(doc, filters, 'category')) for (const key of doc.categories) bump(facets.category, key);
    if (matchesFilters(doc, filters, 'region')) for (const key of doc.regions) bump(facets.region, key);
  }
  return facets;
}
