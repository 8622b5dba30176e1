import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { html, markdown, text } from '../schema.ts';
import FaqPage, { type FaqData } from './OtazkyAOdpovedi.tsx';

/** An anchor of the page: letters, digits and dashes, so it makes a clean `#fragment`. */
const anchor = () => z.string().regex(/^[a-z0-9][a-z0-9-]*$/i, 'not an anchor');

export const schema = z.object({
  body: html().optional().describe('A word above the questions (HTML).'),
  topics: z.array(
    z.object({
      id: anchor().describe("the topic's anchor on the page"),
      title: text().describe('its heading'),
      questions: z.array(
        z
          .object({
            id: anchor().describe("the question's anchor on the page"),
            question: text().describe('the question (plain text)'),
            answerHtml: html().optional().describe('the answer (HTML)'),
            answerMarkdown: markdown().optional().describe('or the answer in Markdown, rendered to HTML'),
          })
          .refine((q) => q.answerHtml !== undefined || q.answerMarkdown !== undefined, 'no answer')
          .transform(({ answerMarkdown, answerHtml, ...question }) => ({ ...question, answerHtml: (answerHtml ?? answerMarkdown)! })),
      ).describe('Its questions; a question with no answer is left out.'),
    }),
  ).describe('The topics in order.'),
}).meta({ description: 'Questions and answers, by topic.' });

export const OtazkyAOdpovedi = defineTemplate<FaqData>({ key: 'OtazkyAOdpovedi', Component: FaqPage, schema });
