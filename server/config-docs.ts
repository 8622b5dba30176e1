/**
 * What the portal says of its configuration, made from `variables` (server/config.ts) so it cannot drift from
 * what the portal reads: README's table (written by `npm run config:readme`, checked by
 * test/unit/config-docs.test.ts) and the production entry's `--help`.
 */
import { z } from 'zod';
import { variables, type VariableMeta } from './config.ts';

/** What README and `--help` say of a variable without a default. */
export const NO_DEFAULT = '(none)';

export interface VariableDoc {
  name: string;
  /** Markdown: the text one would set, in code, or words where the default is worked out. */
  shownDefault: string;
  /** Markdown. */
  description: string;
}

export function variableDocs(): VariableDoc[] {
  return Object.entries(variables.shape).map(([name, schema]: [string, z.ZodType]) => {
    const meta = schema.meta() as VariableMeta | undefined;
    if (!meta?.description) throw new Error(`${name} has no description in server/config.ts`);
    const text = schema instanceof z.ZodPrefault ? `\`${String(schema.def.defaultValue)}\`` : NO_DEFAULT;
    return { name, shownDefault: meta.shownDefault ?? text, description: meta.description };
  });
}

export function configurationTable(): string {
  const cell = (markdown: string) => markdown.replaceAll('|', '\\|');
  const rows = variableDocs().map((v) => `| \`${v.name}\` | ${cell(v.shownDefault)} | ${cell(v.description)} |`);
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

const HELP_WIDTH = 100;

/** Words filled into lines of at most HELP_WIDTH characters after `indent`. */
function wrapped(text: string, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && indent.length + line.length + 1 + word.length > HELP_WIDTH) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

const plain = (markdown: string) => markdown.replaceAll('`', '');

export function configurationHelp(command: string): string {
  const intro =
    'Serves the portal with the content service at HEADLESS_CMS_URL and the security provider at SECURITY_PROVIDER_URL ' +
    '(DEMO=true starts stand-ins for them: never in production). Configuration comes from environment variables ' +
    'only; every problem is reported on a line of its own and the process exits with status 1.';
  const entries = variableDocs().map((v) => {
    const shownDefault = v.shownDefault === NO_DEFAULT ? 'no default' : `default: ${plain(v.shownDefault)}`;
    return `  ${v.name} (${shownDefault})\n${wrapped(plain(v.description), '      ')}`;
  });
  return [`Usage: ${command} [--help]`, '', wrapped(intro, ''), '', 'Environment variables:', '', ...entries, ''].join('\n');
}
