/** `Authorization: Bearer <token>` for the operators' endpoints (`/metrics`, the page cache's purge). */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests, so neither the token's length nor its content shows in the time a refusal takes. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}
