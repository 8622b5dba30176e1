/**
 * What content/README.md says of the data the templates read, made from their schemas so it cannot drift from
 * what the portal reads: the shapes several content keys share (templates/schema.ts and the block and list
 * builders) under the `title` their `.meta()` gives, and each structure key's schema; each with what it is (its
 * `.meta({ description })`) and a table of its fields at any depth: type in README's notation and meaning, the
 * field's own `.describe()`, declared nowhere else. Written into README by `npm run content:readme`, checked by
 * test/unit/content-docs.test.ts. Server and build only.
 */
import { z } from 'zod';
import { block } from './blocks/schema.ts';
import { listDefinition } from './lists/definition.ts';
import { agreementSchema } from './SeznamDokumentu/server.ts';
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
  agreementSchema,
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

/**
 * A field's meaning: the `.describe()` (or `.meta({ description })`) on the field as its object declares it, or on
 * what it wraps (`.optional()`, `.default()`), never the description of a shared shape it is.
 */
export function meaningOf(field: z.core.$ZodType): string | undefined {
  const own = z.globalRegistry._map.get(field) as ShapeMeta | undefined;
  if (own?.title) return undefined;
  if (own?.description) return own.description;
  const inner = (field._zod.def as z.core.$ZodTypeDef & { innerType?: z.core.$ZodType }).innerType;
  return inner ? meaningOf(inner) : undefined;
}

/** One field of README's tables: its path (`place.address`, `steps[].title`), `?` when the CMS may leave it out. */
export interface FieldRow {
  name: string;
  type: string;
  meaning: string | undefined;
}

/** The schema under optional, default, pipe and the like: the one that has fields, elements or options. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly'].includes(def.type)) return unwrapped(def.innerType as z.core.$ZodType);
  if (def.type === 'pipe') return unwrapped(def.in as z.core.$ZodType);
  return schema;
}

/** A field's type in a row: a shape by its title, an object written out in the rows below it as `{ … }`. */
function briefType(field: z.core.$ZodType): string {
  const inner = unwrapped(field);
  const title = metaOf(inner)?.title;
  if (title) return title;
  const def = inner._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (def.type === 'object') return '{ … }';
  if (def.type === 'union' && (def.options as z.core.$ZodType[]).every((option) => unwrapped(option)._zod.def.type === 'object')) return '{ … }';
  if (def.type === 'array') {
    const element = briefType(def.element as z.core.$ZodType);
    return element === '{ … }' ? '[{ … }]' : element.includes(' | ') ? `(${element})[]` : `${element}[]`;
  }
  if (def.type === 'record') return `{ [id]: ${briefType(def.valueType as z.core.$ZodType)} }`;
  return notation(inner, false);
}

/**
 * Every field of a schema, at any depth, in order: a shape of README's own (titled) is not written out again, except
 * a recursive one once where it first appears. The kinds of a union share one row per field name.
 */
export function fieldRows(schema: z.core.$ZodType, prefix = '', expanded = new Set<string>()): FieldRow[] {
  const inner = unwrapped(schema);
  const def = inner._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const title = metaOf(inner)?.title;
  if (prefix && title && (def.type !== 'lazy' || expanded.has(title))) return [];
  switch (def.type) {
    case 'lazy':
      // A recursive shape is written out once, under its own name: its path would go on for ever.
      if (title) expanded.add(title);
      return fieldRows((def.getter as () => z.core.$ZodType)(), title ?? prefix, expanded);
    case 'array':
      return fieldRows(def.element as z.core.$ZodType, `${prefix}[]`, expanded);
    case 'record':
      return fieldRows(def.valueType as z.core.$ZodType, `${prefix}.{id}`, expanded);
    case 'union': {
      const rows = new Map<string, FieldRow>();
      for (const row of (def.options as z.core.$ZodType[]).flatMap((option) => fieldRows(option, prefix, expanded))) {
        const first = rows.get(row.name);
        if (!first) rows.set(row.name, { ...row });
        else {
          if (first.type !== row.type) first.type = `${first.type} | ${row.type}`;
          first.meaning ??= row.meaning;
        }
      }
      return [...rows.values()];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([name, field]) => {
        const path = prefix ? `${prefix}.${name}` : name;
        return [
          { name: optional(field) ? `${path}?` : path, type: briefType(field), meaning: meaningOf(field) },
          ...fieldRows(field, path, expanded),
        ];
      });
    default:
      return [];
  }
}

/** The fields of a schema that say nothing of what they mean, by path. */
export const undescribedFields = (schema: z.core.$ZodType): string[] => fieldRows(schema).filter((row) => !row.meaning).map((row) => row.name);

const tableCell = (markdown: string) => markdown.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** A heading, what the schema is (its description), and the table of its fields with their meanings. */
function schemaSection(heading: string, schema: z.core.$ZodType): string {
  const description = metaOf(schema)?.description;
  const missing = undescribedFields(schema);
  if (!description) throw new Error(`${heading}: the schema says nothing of what it is (.meta({ description }))`);
  if (missing.length > 0) throw new Error(`${heading}: fields without a meaning (.describe()): ${missing.join(', ')}`);
  const rows = fieldRows(schema).map(({ name, type, meaning }) => `| \`${name}\` | ${tableCell(type === 'string' ? 'text' : `\`${type}\``)} | ${tableCell(meaning!)} |`);
  return [`#### ${heading}`, description, '', '| field | type | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** README's shared shapes, each with its fields and their meanings (between its markers). */
export function sharedShapesSections(): string {
  return sharedShapes()
    .map((schema) => {
      const title = metaOf(schema)?.title;
      if (!title) throw new Error('a shared shape lacks its title (.meta())');
      return schemaSection(title, schema);
    })
    .join('\n\n');
}

/**
 * README's structure keys, each with the fields its template's schema reads and their meanings (between its markers);
 * keys whose templates share one schema share a section.
 */
export function structureKeySections(schemas: Readonly<Record<string, z.core.$ZodType>>): string {
  const keysBySchema = new Map<z.core.$ZodType, string[]>();
  for (const key of Object.keys(schemas).sort()) keysBySchema.set(schemas[key]!, [...(keysBySchema.get(schemas[key]!) ?? []), key]);
  return [...keysBySchema].map(([schema, keys]) => schemaSection(keys.map((key) => `\`${key}\``).join(', '), schema)).join('\n\n');
}
