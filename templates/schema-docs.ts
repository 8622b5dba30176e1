/**
 * What content/README.md says of the data the templates read, made from their schemas so it cannot drift from
 * what the portal reads: the shapes several content keys share (templates/schema.ts and the block and list
 * builders), each with its fields in README's notation and the `title` and `description` its `.meta()` gives, and
 * each structure key's fields as its template's schema reads them. Written into README by `npm run content:readme`,
 * checked by test/unit/content-docs.test.ts. Server and build only.
 */
import { z } from 'zod';
import { block } from './blocks/schema.ts';
import { listDefinition } from './lists/definition.ts';
import { address, card, documentRef, geo, image, link, openingHours, person, phone, temporaryHours } from './schema.ts';

/** The shapes of README's table, in its order. */
export const sharedShapes = (): z.ZodType[] => [
  address(),
  geo(),
  openingHours(),
  temporaryHours(),
  phone(),
  person(),
  link(),
  image(),
  documentRef(),
  card(),
  listDefinition(),
  block(),
];

interface ShapeMeta {
  title?: string;
  description?: string;
}

const metaOf = (schema: z.core.$ZodType): ShapeMeta | undefined => z.globalRegistry.get(schema) as ShapeMeta | undefined;

/** A field the CMS may leave out: optional, or filled in by a default. */
const optional = (schema: z.core.$ZodType) => schema._zod.optin !== undefined;

/**
 * A schema in README's notation: `{ street, city, postalCode }` (plain strings bare), `lat: number`, `Date` for a
 * date-time, `"a" | "b"` for an enum, `Card[]` or `[{ … }]` for arrays, a `?` on a field the CMS may leave out, and
 * a shape of README's table by its title (unless it is the shape being written out: `top`).
 */
export function notation(schema: z.core.$ZodType, top = true): string {
  const title = top ? undefined : metaOf(schema)?.title;
  if (title) return title;
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return notation(def.innerType as z.core.$ZodType, top);
    case 'pipe':
      return notation(def.in as z.core.$ZodType, top);
    case 'lazy':
      // A recursive schema is named by its title where it recurs; written out, it would never end.
      if (!top) throw new Error('templates/schema-docs.ts: a recursive (lazy) schema needs a title (.meta())');
      return notation((def.getter as () => z.core.$ZodType)(), top);
    case 'string':
      return def.format === 'datetime' ? 'Date' : 'string';
    case 'number':
    case 'boolean':
      return def.type;
    case 'literal':
      return (def.values as unknown[]).map((value) => JSON.stringify(value)).join(' | ');
    case 'enum':
      return Object.values(def.entries as Record<string, string>).map((value) => JSON.stringify(value)).join(' | ');
    case 'array': {
      const element = notation(def.element as z.core.$ZodType, false);
      if (element.startsWith('{')) return `[${element}]`;
      return element.includes(' | ') ? `(${element})[]` : `${element}[]`;
    }
    case 'object': {
      const fields = Object.entries(def.shape as Record<string, z.core.$ZodType>).map(([name, field]) => {
        const type = notation(field, false);
        const key = optional(field) ? `${name}?` : name;
        return type === 'string' ? key : `${key}: ${type}`;
      });
      return `{ ${fields.join(', ')} }`;
    }
    case 'record':
      return `{ [id]: ${notation(def.valueType as z.core.$ZodType, false)} }`;
    case 'union':
      return (def.options as z.core.$ZodType[]).map((option) => notation(option, false)).join(' | ');
    default:
      throw new Error(`templates/schema-docs.ts has no notation for a zod ${def.type}`);
  }
}

/** A shape's fields as README's table shows them; a union lists its kinds, each with its own description. */
function shapeFields(schema: z.core.$ZodType): string {
  const def = schema._zod.def;
  if (def.type !== 'union') return `\`${notation(schema)}\``;
  const options = (def as z.core.$ZodUnionDef).options.map((option) => {
    const description = metaOf(option)?.description;
    return `\`${notation(option)}\`${description ? ` (${description})` : ''}`;
  });
  return `one of ${options.join(', ')}`;
}

const tableCell = (markdown: string) => markdown.replaceAll('|', '\\|');

/** README's table of shared shapes (between its markers). */
export function sharedShapesTable(): string {
  const rows = sharedShapes().map((schema) => {
    const meta = metaOf(schema);
    if (!meta?.title || !meta.description) throw new Error('a shared shape lacks its title or description (.meta())');
    return `| ${meta.title} | ${tableCell(`${shapeFields(schema)} – ${meta.description}`)} |`;
  });
  return ['| shape | fields |', '|---|---|', ...rows].join('\n');
}

/** README's table of each structure key's fields as its template's schema reads them, by key (between its markers). */
export function structureKeyTable(schemas: Readonly<Record<string, z.core.$ZodType>>): string {
  const rows = Object.keys(schemas)
    .sort()
    .map((key) => `| \`${key}\` | ${tableCell(`\`${notation(schemas[key]!)}\``)} |`);
  return ['| structure key | fields |', '|---|---|', ...rows].join('\n');
}
