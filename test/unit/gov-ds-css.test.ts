/**
 * Only the Gov DS templates' blocks the portal uses are bundled (build/gov-ds-css.ts): on the package's own
 * stylesheet, the header's, navigation's and footer's rules are kept with the tokens they need, and the rest of the
 * templates (tables, galleries), variants not asked for and selectors of web components are not.
 */
import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import t from 'tap';
import { onlyTheBlocks, selectsOnly } from '../../build/gov-ds-css.ts';

const BLOCKS = new Set(['gov-header', 'gov-navigation', 'gov-footer']);

t.test('a selector is kept when every design-system class in it is of a block asked for', async (t) => {
  t.ok(selectsOnly('.gov-header', BLOCKS));
  t.ok(selectsOnly('.gov-header__logo', BLOCKS), 'an element of the block');
  t.ok(selectsOnly('.gov-navigation > ul > li > a', BLOCKS));
  t.notOk(selectsOnly('.gov-header--small .gov-header__content', BLOCKS), 'a variant not named');
  t.notOk(selectsOnly('.gov-footer .gov-social .gov-button', BLOCKS), 'another block inside');
  t.notOk(selectsOnly('.gov-footer gov-link gov-icon', BLOCKS), 'a web component');
  t.notOk(selectsOnly('.gov-footer-copy p', BLOCKS), 'a block of a similar name');
  t.notOk(selectsOnly(':root', BLOCKS), 'no block at all');
});

t.test("on the package's stylesheet: the blocks' rules and their tokens, nothing else", async (t) => {
  const dir = 'node_modules/@gov-design-system-ce/templates/lib/styles';
  const parse = (file: string) => postcss.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  const whole = readFileSync(`${dir}/templates.css`, 'utf8');
  const css = onlyTheBlocks(parse('templates.css'), parse('tokens.css'), BLOCKS);
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => void selectors.push(...rule.selectors));
  for (const expected of ['.gov-header', '.gov-header__content', '.gov-navigation>ul>li>a', '.gov-footer', '.gov-footer__main']) {
    t.ok(selectors.some((selector) => selector.replace(/\s/g, '') === expected), `keeps ${expected}`);
  }
  t.notOk(/gov-table|gov-gallery|gov-header--small|gov-button|@keyframes/.test(css), 'no other template, variant, component or animation');
  t.match(css, /--component-nav-background:/, "the header's colour token");
  t.match(css, /--templates-margin-l:/, 'the spacing the rules use');
  t.notMatch(css, /--container-width:/, "not the templates' page layout, which the rules do not use");
  t.ok(css.length < whole.length / 2, `a fraction of the stylesheet (${css.length} of ${whole.length} bytes)`);
});
