import { z } from 'zod';
import { html, link } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import DefaultPage from './Default.tsx';

export const pageSchema = z
  .object({
    body: html().optional().describe("The page's text (HTML)."),
    related: z.array(link()).optional().describe('Related pages, shown beside or below the text.'),
  })
  .meta({ description: 'A text page; a structure key without a template of its own renders with `Default`.' });

export const Default = defineTemplate({ key: 'Default', Component: DefaultPage, schema: pageSchema });
