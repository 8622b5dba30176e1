/**
 * The zod builder of a content block (content/README.md "Shared shapes", Block): a union discriminated by `type`.
 * In a list of blocks (`z.array(block())`) a block that does not fit – an unknown `type`, a missing field – is
 * dropped and logged by the lenient reading (server/template-data.ts) and the others render; inside a block a
 * card, tab, item or row that does not fit is dropped alone, and a block left with none goes too.
 */
import { z } from 'zod';
import { card, html, image, link, officeFinderTexts, text } from '../schema.ts';

/** How grave a notice block is; each has its look (templates/blocks/Blocks.tsx Notice). */
export const NOTICE_SEVERITIES = ['info', 'warning', 'success', 'error'] as const;
export type NoticeSeverity = (typeof NOTICE_SEVERITIES)[number];

/** A title with its text (HTML): a tab or an accordion item. */
const titledText = () => z.object({ title: text().describe('its heading'), body: html().describe('its text (HTML)') });

const blockTitle = () => text().optional().describe('an h2 above the block (a `cta` or `officeFinder` block has one always)');

export const block = () =>
  z.discriminatedUnion('type', [
    z
      .object({ type: z.literal('text').describe('the kind of block, which fixes its other fields'), title: blockTitle(), body: html().describe('the text of a `text` block (HTML)') })
      .meta({ description: 'text (HTML) under an optional h2' }),
    z
      .object({
        type: z.literal('cards'),
        title: blockTitle(),
        cards: z
          .array(card().extend({ image: image().optional().describe('an image above the title') }))
          .min(1)
          .describe('the tiles of a `cards` block, linking to pages or other sites'),
      })
      .meta({ description: 'tiles' }),
    z
      .object({ type: z.literal('tabs'), tabs: z.array(titledText()).min(1).describe('the texts of a `tabs` block, one shown at a time (each a section with its heading without JavaScript)') })
      .meta({ description: 'texts as tabs' }),
    z
      .object({ type: z.literal('accordion'), title: blockTitle(), items: z.array(titledText()).min(1).describe('the items of an `accordion` block, which open and close (`<details>`)') })
      .meta({ description: 'items that open and close' }),
    z
      .object({
        type: z.literal('table'),
        title: blockTitle(),
        caption: text().describe("what a `table` block's table shows, its caption"),
        columns: z.array(text()).min(1).describe("a `table` block's column headings"),
        rows: z.array(z.array(z.string().trim())).min(1).describe("a `table` block's rows of plain cells, each as many as there are columns"),
      })
      .superRefine((table, context) => {
        // Reported on the row, so that only the row is dropped.
        table.rows.forEach((row, index) => {
          if (row.length !== table.columns.length) context.addIssue({ code: 'custom', path: ['rows', index], message: 'a row has not as many cells as the table has columns' });
        });
      })
      .meta({ description: 'plain cells' }),
    z
      .object({
        type: z.literal('notice'),
        severity: z.enum(NOTICE_SEVERITIES).describe("how grave a `notice` block is: said in words as well as shown by colour"),
        title: blockTitle(),
        text: text().describe('the words of a `notice`, `cta` or `officeFinder` block (plain text)'),
      })
      .meta({ description: 'a notice' }),
    z.object({ type: z.literal('cta'), title: text().describe('the h2 of a `cta` or `officeFinder` block'), text: text().optional().describe('a sentence under it'), link: link().describe('the one prominent link of a `cta` block; the list of workplaces of an `officeFinder` block, which answers its form and is offered under it') }).meta({ description: 'a call to action' }),
    z
      .object({ type: z.literal('officeFinder'), title: text(), text: text().optional(), search: officeFinderTexts().describe("the words of an `officeFinder` block's form"), link: link() })
      .meta({ description: 'the form that finds the office serving a municipality' }),
  ]).meta({ title: 'Block', description: 'A part of a composed or campaign page, by `type`; HTML only in `body`.' });

/** An ordered list of blocks; the blocks that fit render. */
export const blocks = () => z.array(block());
