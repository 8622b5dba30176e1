/**
 * Every template folder's own tests (`templates/*\/*.test.tsx`), in one process: run as files of their own, each
 * paid tap's start-up (a second and more) for a few milliseconds of rendering, a minute of the suite in all.
 * `npx tap templates/Sluzba/Sluzba.test.tsx` still runs one folder's alone; a failure names its file in `at:`.
 */
import { glob } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

for await (const file of glob('templates/*/*.test.tsx')) await import(pathToFileURL(file).href);
