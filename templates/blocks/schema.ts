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
const titledText = () => z.object({ title: text(), body: html() });

export const block = () =>
  z.discriminatedUnion('type', [
    /** Text (HTML) under an optional h2. */
    z.object({ type: z.literal('text'), title: text().optional(), body: html() }),
    /** Tiles linking to pages or other sites (Card; an image above the title where given). */
    z.object({ type: z.literal('cards'), title: text().optional(), cards: z.array(card().extend({ image: image().optional() })).min(1) }),
    /** Texts shown one at a time as tabs (each a section with its heading without JavaScript). */
    z.object({ type: z.literal('tabs'), tabs: z.array(titledText()).min(1) }),
    /** Items that open and close (`<details>`), under an optional h2. */
    z.object({ type: z.literal('accordion'), title: text().optional(), items: z.array(titledText()).min(1) }),
    /** A table of plain cells: `caption` names it, `columns` head it, each row as many cells as columns. */
    z
      .object({
        type: z.literal('table'),
        title: text().optional(),
        caption: text(),
        columns: z.array(text()).min(1),
        rows: z.array(z.array(z.string().trim())).min(1),
      })
      .superRefine((table, context) => {
        // Reported on the row, so that only the row is dropped.
        table.rows.forEach((row, index) => {
          if (row.length !== table.columns.length) context.addIssue({ code: 'custom', path: ['rows', index], message: 'a row has not as many cells as the table has columns' });
        });
      })
      .meta({ description: 'plain cells' }),
    /** A notice: `severity` (info, warning, success, error) is said in words as well as shown by colour. */
    z.object({ type: z.literal('notice'), severity: z.enum(NOTICE_SEVERITIES), title: text().optional(), text: text() }),
    /** A call to action: a heading, a sentence and one prominent link. */
    z.object({ type: z.literal('cta'), title: text(), text: text().optional(), link: link() }),
    /**
     * The form that finds the office serving a municipality: its words, and `link` the list of workplaces, which
     * answers it (the form's target) and is offered under it.
     */
    z
      .object({ type: z.literal('officeFinder'), title: text(), text: text().optional(), search: officeFinderTexts(), link: link() })
      .meta({ description: 'the form that finds the office serving a municipality; `link` is the list of workplaces that answers it' }),
  ]).meta({ title: 'Block', description: 'a part of a composed or campaign page, by `type`; HTML only in `body`' });

/** An ordered list of blocks; the blocks that fit render. */
export const blocks = () => z.array(block());
