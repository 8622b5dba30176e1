import { z } from 'zod';
import { html, link } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import DefaultPage from './Default.tsx';

/** Shared by every text page: `body` the page's text (HTML), `related` links shown beside or below it. */
export const pageSchema = z.object({
  body: html().optional(),
  related: z.array(link()).optional(),
});

export const Default = defineTemplate({ key: 'Default', Component: DefaultPage, schema: pageSchema });
