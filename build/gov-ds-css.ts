/**
 * Only the rules of a design-system stylesheet that the portal's markup uses. `@import "…/templates.css?only=
 * gov-header,gov-footer"` bundles the rules whose selectors name those blocks and no other (`.gov-header`,
 * `.gov-header__logo`, `.gov-footer a`), and the design tokens, from the tokens.css beside the file, that those rules
 * and the page need. The package of the Gov DS templates ships one stylesheet for every template (32 KB: tables,
 * galleries, filters…); the header, navigation and footer need a fraction of it, and the stylesheet blocks the first
 * paint, so every byte counts. Selectors naming the design system's web components (`gov-button`) are left out: the
 * page has none.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import postcss, { type Container, type Root } from 'postcss';

const CLASS = /\.(gov-[\w-]+)/g;
const WEB_COMPONENT = /(?:^|[\s>+~(,])gov-[a-z-]+/;
const VARIABLE = /var\(\s*(--[\w-]+)/g;

/**
 * `gov-header__logo` belongs to the block `gov-header`; `gov-footer-copy` does not, nor a variant such as
 * `gov-header--small`, which is kept only when named.
 */
function blockOf(className: string): string {
  return className.replace(/__[\w-]*$/, '');
}

/** Whether a selector names at least one of the blocks, and nothing of the design system besides. */
export function selectsOnly(selector: string, blocks: ReadonlySet<string>): boolean {
  const classes = [...selector.matchAll(CLASS)].map((match) => blockOf(match[1]!));
  return classes.length > 0 && classes.every((block) => blocks.has(block)) && !WEB_COMPONENT.test(selector);
}

/** Removes the at-rules (media queries) left empty. */
function pruneEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' && node.type !== 'rule') return;
    if (node.nodes) pruneEmpty(node);
    if (node.nodes?.length === 0) node.remove();
  });
}

/**
 * The stylesheet's rules for the blocks, the custom properties they use however deep, and the components' own tokens
 * (`--component-nav-text-link`), which are there for the page's own rules to use.
 */
export function onlyTheBlocks(css: Root, tokens: Root, blocks: ReadonlySet<string>): string {
  css.walkAtRules(/keyframes$/, (keyframes) => void keyframes.remove());
  css.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => selectsOnly(selector, blocks));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  pruneEmpty(css);

  const used = new Set<string>();
  tokens.walkDecls(/^--component-/, (declaration) => void used.add(declaration.prop));
  const collect = (value: string) => {
    for (const [, name] of value.matchAll(VARIABLE)) used.add(name!);
  };
  css.walkDecls((declaration) => collect(declaration.value));
  // A token may be made of others (`--component-nav-background: var(--color-neutral-0)`): until nothing new is used.
  for (let before = -1; before !== used.size; ) {
    before = used.size;
    tokens.walkDecls(/^--/, (declaration) => {
      if (used.has(declaration.prop)) collect(declaration.value);
    });
  }
  tokens.walkDecls((declaration) => {
    if (!used.has(declaration.prop)) declaration.remove();
  });
  pruneEmpty(tokens);
  return tokens.toString() + css.toString();
}

export const onlyTheBlocksUsed: esbuild.Plugin = {
  name: 'gov-ds-only-the-blocks-used',
  setup(build) {
    build.onLoad({ filter: /[\\/]@gov-design-system-ce[\\/].+\.css$/ }, async (args) => {
      const only = /^\?only=([\w,-]+)$/.exec(args.suffix ?? '')?.[1];
      if (!only) return undefined;
      const [css, tokens] = await Promise.all([args.path, path.join(path.dirname(args.path), 'tokens.css')].map(async (file) => postcss.parse(await readFile(file, 'utf8'), { from: file })));
      return { contents: onlyTheBlocks(css!, tokens!, new Set(only.split(','))), loader: 'css', resolveDir: path.dirname(args.path) };
    });
  },
};
