/**
 * Asking the office finder through `GET /api/offices` in tests (test/app/office-finder-*.test.ts), and a seeded
 * generator for their samples.
 */
import type { FastifyInstance } from 'fastify';

export interface OfficesAnswer {
  status: 'found' | 'choice';
  place?: { code: string; municipality: { code: string }; district: { code: string } };
  offices?: { id: string; name: string }[];
  otherPlaces?: { code: string; municipality: { code: string } }[];
  candidates?: { code: string; name: string; municipality: { code: string }; district: { name: string } }[];
}

/** Asks the portal's offices API for the words, in a language. */
export function officesAsker(app: FastifyInstance) {
  return async (words: string, lang = 'cs'): Promise<{ statusCode: number; body: OfficesAnswer }> => {
    const res = await app.inject({ url: `/api/offices?municipality=${encodeURIComponent(words)}&lang=${lang}` });
    return { statusCode: res.statusCode, body: res.json() as OfficesAnswer };
  };
}

/** A seeded generator (mulberry32): the same sample on every run. */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
