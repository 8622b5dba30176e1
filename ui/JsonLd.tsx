/** Structured data for search engines (schema.org as JSON-LD), safe inside a script element. */
import { serializeForScript } from '../shared/serialize.ts';

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript({ '@context': 'https://schema.org', ...data }) }} />;
}
