/**
 * The modifiers of `/_ipx/{modifiers}/{source}` as Nuxt Image writes them (`w_640&f_webp`, `s_640x480`, `_` for
 * none), checked against an allow-list of names and values, and the output format chosen from `f` or the
 * browser's `Accept` (docs/product.md §7, §9: webp by default).
 */
import { FITS, MAX_DIMENSION, OUTPUT_FORMATS, type Fit, type OutputFormat } from '../../shared/image-url.ts';

/** Width × height asked for: 8 megapixels, twice the widest layout at density 2 many times over. */
export const MAX_OUTPUT_PIXELS = 8_388_608;

export interface Modifiers {
  format?: OutputFormat;
  fit?: Fit;
  width?: number;
  height?: number;
  quality?: number;
  /** Six lower-case hex digits. */
  background?: string;
}

export class ModifierError extends Error {}

function dimension(name: string, raw: string): number {
  if (!/^[1-9]\d{0,4}$/.test(raw) || Number(raw) > MAX_DIMENSION) throw new ModifierError(`${name} must be a whole number from 1 to ${MAX_DIMENSION}.`);
  return Number(raw);
}

function hexColour(raw: string): string {
  const hex = raw.replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(hex)) return hex;
  if (/^[0-9a-f]{3}$/.test(hex)) return hex.replace(/./g, (digit) => digit + digit);
  throw new ModifierError('b must be a hex colour like ffffff or fff.');
}

function apply(modifiers: Modifiers, key: string, value: string): void {
  switch (key) {
    case 'f':
      if (value === 'jpg') value = 'jpeg';
      if (!(OUTPUT_FORMATS as readonly string[]).includes(value)) throw new ModifierError(`f must be one of ${OUTPUT_FORMATS.join(', ')}.`);
      modifiers.format = value as OutputFormat;
      return;
    case 'fit':
      if (!(FITS as readonly string[]).includes(value)) throw new ModifierError(`fit must be one of ${FITS.join(', ')}.`);
      modifiers.fit = value as Fit;
      return;
    case 'w':
      modifiers.width = dimension('w', value);
      return;
    case 'h':
      modifiers.height = dimension('h', value);
      return;
    case 's': {
      const match = /^(\d+)x(\d+)$/.exec(value);
      if (!match) throw new ModifierError('s must be WIDTHxHEIGHT, e.g. 640x480.');
      modifiers.width = dimension('s width', match[1]!);
      modifiers.height = dimension('s height', match[2]!);
      return;
    }
    case 'q':
      if (!/^[1-9]\d{0,2}$/.test(value) || Number(value) > 100) throw new ModifierError('q must be a whole number from 1 to 100.');
      modifiers.quality = Number(value);
      return;
    case 'b':
      modifiers.background = hexColour(value);
      return;
    default:
      throw new ModifierError(`Unknown modifier "${key.slice(0, 20)}": allowed are f, fit, w, h, s, q, b.`);
  }
}

/** The modifiers of one segment, still URL-encoded as it came. */
export function parseModifiers(segment: string): Modifiers {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    throw new ModifierError('The modifiers are not valid URL encoding.');
  }
  const modifiers: Modifiers = {};
  if (decoded === '_') return modifiers;
  const seen = new Set<string>();
  for (const part of decoded.split(/[&,]/)) {
    const separator = part.indexOf('_');
    if (separator <= 0) throw new ModifierError(`A modifier is name_value, got "${part.slice(0, 20)}".`);
    const key = part.slice(0, separator);
    // `s` sets w and h, so it counts as both for duplicates.
    const names = key === 's' ? ['w', 'h'] : [key];
    if (names.some((name) => seen.has(name))) throw new ModifierError(`Modifier ${key} is given twice.`);
    for (const name of names) seen.add(name);
    apply(modifiers, key, part.slice(separator + 1));
  }
  if (modifiers.width && modifiers.height && modifiers.width * modifiers.height > MAX_OUTPUT_PIXELS) {
    throw new ModifierError(`w × h must be at most ${MAX_OUTPUT_PIXELS} pixels.`);
  }
  return modifiers;
}

/**
 * The output size the modifiers ask of a `source`-sized image, reckoned as if the resizer enlarged (it does not,
 * so the real output is never larger): both sides as given (`fit_outside` covers them, so may exceed one of them),
 * one side with the other in proportion, or none, the source's own size.
 */
function outputSize(modifiers: Modifiers, source: { width: number; height: number }): [number, number] {
  const { width, height } = modifiers;
  if (width && height) {
    if (modifiers.fit !== 'outside') return [width, height];
    const scale = Math.max(width / source.width, height / source.height);
    return [Math.ceil(source.width * scale), Math.ceil(source.height * scale)];
  }
  if (width) return [width, Math.ceil((width * source.height) / source.width)];
  if (height) return [Math.ceil((height * source.width) / source.height), height];
  return [source.width, source.height];
}

/**
 * The modifiers with the sizes scaled down, in proportion, so that the output has at most MAX_OUTPUT_PIXELS
 * whatever was asked: `w` alone of a tall source, no size at all of a large one, `fit_outside`.
 */
export function withinOutputCap(modifiers: Modifiers, source: { width: number; height: number }): Modifiers {
  if (source.width <= 0 || source.height <= 0) return modifiers;
  const [width, height] = outputSize(modifiers, source);
  if (width * height <= MAX_OUTPUT_PIXELS) return modifiers;
  const asked = modifiers.width || modifiers.height ? modifiers : { ...modifiers, width: source.width };
  let factor = Math.sqrt(MAX_OUTPUT_PIXELS / (width * height));
  for (;;) {
    const scaled = { ...asked, width: asked.width && Math.max(1, Math.floor(asked.width * factor)), height: asked.height && Math.max(1, Math.floor(asked.height * factor)) };
    const [w, h] = outputSize(scaled, source);
    // Rounding up a side may leave it a row over: a little smaller then.
    if (w * h <= MAX_OUTPUT_PIXELS) return scaled;
    factor *= 0.999;
  }
}

/** One spelling per meaning, for cache keys: `b=ffffff,fit=cover,h=480,q=80,w=640` (format apart). */
export function canonicalModifiers(modifiers: Modifiers): string {
  const { format: _format, ...rest } = modifiers;
  return Object.entries(rest)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join(',');
}

/** The media types an Accept header names with a quality above zero (wildcards kept as written). */
function accepted(accept: string): Set<string> {
  const types = new Set<string>();
  for (const entry of accept.split(',')) {
    const [type = '', ...params] = entry.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) types.add(type);
  }
  return types;
}

/**
 * `f` wins. Without it the browser's Accept chooses: avif, then webp, when named; a browser that names image
 * types but neither of these (old Safari) gets jpeg; no Accept, or wildcards only, gets webp, the default of §9.
 */
export function chooseFormat(requested: OutputFormat | undefined, accept: string | undefined): OutputFormat {
  if (requested) return requested;
  const types = accepted(accept ?? '');
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return [...types].some((type) => type.startsWith('image/')) ? 'jpeg' : 'webp';
}
