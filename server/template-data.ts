/**
 * A template's schemas applied (templates/module.ts): CMS `data` read by the template's zod schema once per
 * cached item, keeping what fits. A field, or an item of a list, that does not fit is dropped and logged and the
 * rest renders; data that cannot fit at all (a required field missing) renders with Default. The page's query
 * is read by the template's query schema; a query that does not fit is the validation error of docs/product.md §5.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Content } from '../shared/content.ts';
import { contentDates, formatDate } from '../shared/i18n.ts';
import { localeByTag } from '../shared/locales.ts';
import type { ContentView } from '../shared/page.ts';
import type { AnyTemplateModule } from '../templates/module.ts';
import { Default } from '../templates/Default/server.ts';
import { PageRefusedError } from './errors.ts';

type Path = readonly PropertyKey[];

function laterFirst(a: Path, b: Path): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    if (typeof a[i] === 'number' && typeof b[i] === 'number') return (b[i] as number) - (a[i] as number);
    return String(a[i]) < String(b[i]) ? 1 : -1;
  }
  return b.length - a.length;
}

/** Removes, from a copy, what each path points to: an object's field, or a list's item. */
function withoutPaths(value: unknown, paths: Path[]): unknown {
  const copy = structuredClone(value) as Record<PropertyKey, unknown>;
  // Two issues at one place remove it once.
  const targets = [...new Map(paths.map((path) => [JSON.stringify(path), path])).values()];
  // Later positions first, compared at every level, and deeper before shallower: removing one item then never
  // moves another that is still to be removed.
  targets.sort(laterFirst);
  for (const target of targets) {
    const parent = target.slice(0, -1).reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], copy);
    const last = target.at(-1)!;
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else if (parent && typeof parent === 'object') delete (parent as Record<PropertyKey, unknown>)[last];
  }
  return copy;
}

/** Enough passes for a bad field a few levels down that turns out to be required at each level above it. */
const MAX_PASSES = 12;

/**
 * The schema's reading of `data` with what does not fit left out, as little as possible: first the field that
 * fails; when the schema then misses it (it was required), what holds it, one level up at a time, so a bad
 * e-mail drops the e-mail, not its department. Undefined when nothing can make it fit.
 */
export function parseLenient<T>(schema: z.ZodType<T>, data: unknown): { value?: T; dropped: string[] } {
  const dropped: string[] = [];
  const removed = new Set<string>();
  let input = data;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data, dropped };
    const { issues } = result.error;
    if (issues.some((issue) => issue.path.length === 0)) break;
    dropped.push(...issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
    const targets = issues.map((issue) => {
      let target: Path = issue.path;
      while (target.length > 1 && removed.has(JSON.stringify(target))) target = target.slice(0, -1);
      return target;
    });
    for (const target of targets) removed.add(JSON.stringify(target));
    input = withoutPaths(input, targets);
  }
  return { dropped };
}

/** The raw view of a CMS item, before its template reads its data. */
export function rawView(content: Content): ContentView {
  return {
    id: content.id,
    name: content.name,
    description: content.description,
    language: content.language,
    structureKey: content.structure.key,
    displayAt: content.displayAt,
    updatedAt: content.updatedAt,
    categories: content.categories,
    tags: content.tags,
    data: content.data,
    dates: contentDates(content.updatedAt ?? undefined, content.displayAt ?? undefined, content.language),
    ...changesOf(content),
  };
}

/** The content's change note and history, the history's dates formatted in its language; a change without a date is left out. */
function changesOf(content: Content): Pick<ContentView, 'changeNote' | 'changeHistory'> {
  const locale = localeByTag(content.language)?.code ?? 'cs';
  const history = (content.changeHistory ?? []).flatMap(({ at, note }) => {
    const date = formatDate(at, locale);
    return date && note.trim() ? [{ date, note: note.trim() }] : [];
  });
  return {
    ...(content.changeNote?.trim() ? { changeNote: content.changeNote.trim() } : {}),
    ...(history.length > 0 ? { changeHistory: history } : {}),
  };
}

export interface TemplateView {
  template: AnyTemplateModule;
  view: ContentView;
}

const views = new WeakMap<object, Map<string, TemplateView>>();

/**
 * The item as `template` sees it, remembered per cached CMS object (or example): a page's data is read and
 * sanitized once per retention, not once per request.
 */
export function templateView(template: AnyTemplateModule, source: Content | ContentView, log: FastifyBaseLogger): TemplateView {
  let byTemplate = views.get(source);
  if (!byTemplate) views.set(source, (byTemplate = new Map()));
  let found = byTemplate.get(template.key);
  if (!found) {
    const raw = 'structure' in source ? rawView(source) : source;
    const { value, dropped } = parseLenient(template.schema, raw.data);
    if (dropped.length > 0) log.warn({ contentId: raw.id, template: template.key, dropped }, 'CMS data that does not fit the template was left out');
    if (value === undefined && template !== Default) {
      log.error({ contentId: raw.id, template: template.key }, 'CMS data does not fit its template at all; shown with Default');
      found = templateView(Default, source, log);
    } else {
      found = { template, view: { ...raw, data: (value ?? {}) as Record<string, unknown> } };
    }
    byTemplate.set(template.key, found);
  }
  return found;
}

/** The first value of each query parameter, for the template's query schema. */
function firstValues(query: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of query) if (!Object.hasOwn(out, name)) out[name] = value;
  return out;
}

/** The page's query as the template reads it, then the template's own validation (docs/product.md §5). */
export function checkedQuery(template: AnyTemplateModule, view: ContentView, query: URLSearchParams, fullPath: string): unknown {
  let parsed: unknown = {};
  if (template.query) {
    const result = template.query.safeParse(firstValues(query));
    if (!result.success) throw new PageRefusedError(fullPath);
    parsed = result.data;
  }
  const verdict = template.validate?.(view, parsed) ?? true;
  if (verdict !== true) throw new PageRefusedError(fullPath, verdict.statusCode, verdict.statusMessage);
  return parsed;
}
