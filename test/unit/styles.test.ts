/**
 * The portal's stylesheets are plain CSS: every rule closed, no rule inside another except under an at-rule. A lost
 * brace would nest every later rule under one selector, which browsers now accept silently and style nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import t from 'tap';

/** The portal's own stylesheet, and those of the folders of templates/ (client/templates.generated.css imports them). */
const sheets = ['client/styles.css', ...readdirSync('templates', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css')).map((file) => `templates/${file}`).sort()];

for (const sheet of sheets) t.test(`${sheet}: balanced braces, rules nested only in at-rules`, async (t) => {
  const css = readFileSync(sheet, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const open: { line: number; atRule: boolean }[] = [];
  const nested: number[] = [];
  let line = 1;
  let selectorStart = 0;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (ch === '\n') line++;
    if (ch === '{') {
      const prelude = css.slice(selectorStart, i).trim();
      if (open.length > 0 && !open.at(-1)!.atRule) nested.push(line);
      open.push({ line, atRule: prelude.startsWith('@') });
      selectorStart = i + 1;
    } else if (ch === '}') {
      if (open.pop() === undefined) nested.push(line);
      selectorStart = i + 1;
    } else if (ch === ';' && open.length === 0) selectorStart = i + 1;
  }
  t.same(open.map((rule) => rule.line), [], 'every rule closed');
  t.same(nested, [], 'no rule nested in a rule');
});
