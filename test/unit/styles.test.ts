/**
 * The portal's stylesheet is plain CSS: every rule closed, no rule inside another except under an at-rule. A lost
 * brace would nest every later rule under one selector, which browsers now accept silently and style nothing.
 */
import { readFileSync } from 'node:fs';
import t from 'tap';

t.test('client/styles.css: balanced braces, rules nested only in at-rules', async (t) => {
  const css = readFileSync('client/styles.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
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
