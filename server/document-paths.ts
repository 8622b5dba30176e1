/**
 * The one shape of path the portal passes to the content service's file store: `/cms/documents/{id}/{fileName}`
 * (docs/content-api.md §6 "Document"). A path is decoded once and rebuilt from its two segments, each encoded again, so
 * `..`, encoded slashes, double encodings and look-alike prefixes never reach the upstream.
 */
export const DOCUMENTS_PREFIX = '/cms/documents/';

export interface DocumentPath {
  /** The canonical upstream path, every segment encoded exactly once. */
  path: string;
  id: string;
  /** The file's own name, decoded, for Content-Disposition. */
  fileName: string;
}

const ID = /^[A-Za-z0-9_.-]+$/;
// Separators, a second layer of encoding, URL syntax (query, fragment, credentials, scheme) and control characters.
const FORBIDDEN = /[/\\%?#@:\u0000-\u001f\u007f]/;

function decodeSegment(segment: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  if (decoded === '' || decoded === '.' || decoded === '..' || FORBIDDEN.test(decoded) || decoded.trim() !== decoded) return undefined;
  return decoded;
}

/** The document a raw (still encoded) request path names, or undefined when it is not exactly one document. */
export function documentPath(rawPath: string): DocumentPath | undefined {
  if (!rawPath.startsWith(DOCUMENTS_PREFIX)) return undefined;
  const segments = rawPath.slice(DOCUMENTS_PREFIX.length).split('/');
  if (segments.length !== 2) return undefined;
  const id = decodeSegment(segments[0]!);
  const fileName = decodeSegment(segments[1]!);
  if (id === undefined || fileName === undefined || !ID.test(id)) return undefined;
  return { path: DOCUMENTS_PREFIX + encodeURIComponent(id) + '/' + encodeURIComponent(fileName), id, fileName };
}
