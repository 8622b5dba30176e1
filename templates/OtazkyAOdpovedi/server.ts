import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { html, markdown, text } from '../schema.ts';
import FaqPage, { type FaqData } from './OtazkyAOdpovedi.tsx';

/** An anchor of the page: letters, digits and dashes, so it makes a clean `#fragment`. */
const anchor = () => z.string().regex(/^[a-z0-9][a-z0-9-]*$/i, 'not an anchor');

export const schema = z.object({
  /** A word above the questions (HTML). */
  body: html().optional(),
  /** The topics in order (required); a topic's `id` is its anchor. */
  topics: z.array(
    z.object({
      id: anchor(),
      title: text(),
      /**
       * Its questions; a question's `id` is its anchor, the answer is `answerHtml` (HTML) or `answerMarkdown`
       * (Markdown, rendered to HTML here); a question with neither is left out.
       */
      questions: z.array(
        z
          .object({ id: anchor(), question: text(), answerHtml: html().optional(), answerMarkdown: markdown().optional() })
          .refine((q) => q.answerHtml !== undefined || q.answerMarkdown !== undefined, 'no answer')
          .transform(({ answerMarkdown, answerHtml, ...question }) => ({ ...question, answerHtml: (answerHtml ?? answerMarkdown)! })),
      ),
    }),
  ),
});

export const OtazkyAOdpovedi = defineTemplate<FaqData>({ key: 'OtazkyAOdpovedi', Component: FaqPage, schema });
