/**
 * A part of a README made from code, between two marker comments: read it, and write it anew. The generators of
 * README's configuration table (build/config-readme.ts) and of content/README.md's shared shapes
 * (build/content-readme.ts) share it; their tests compare the part with what the code makes.
 */
import { readFile, writeFile } from 'node:fs/promises';

export interface Markers {
  start: string;
  end: string;
}

/** The text between the markers, trimmed, or undefined when they are missing. */
export function sectionIn(text: string, { start, end }: Markers): string | undefined {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from < 0 || to < from ? undefined : text.slice(from + start.length, to).trim();
}

/** The text with `section` between the markers in place of what was there. */
export function withSection(text: string, markers: Markers, section: string): string {
  if (sectionIn(text, markers) === undefined) throw new Error(`the markers "${markers.start}" and "${markers.end}" are missing`);
  const from = text.indexOf(markers.start) + markers.start.length;
  return `${text.slice(0, from)}\n${section}\n${text.slice(text.indexOf(markers.end))}`;
}

/** Writes `section` into `file` between the markers. */
export async function writeSection(file: string, markers: Markers, section: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  try {
    await writeFile(file, withSection(text, markers, section));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}
