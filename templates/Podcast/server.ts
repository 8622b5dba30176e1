import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { dateTime, documentRef, html, text } from '../schema.ts';
import PodcastPage, { type PodcastData } from './Podcast.tsx';

export const episode = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'not an anchor').describe('Stable id of the episode, its anchor on the page.'),
  number: z.number().int().positive().describe("The episode's number in the series."),
  title: text().describe("The episode's title."),
  publishedAt: dateTime().optional().describe('When it was published.'),
  durationSeconds: z.number().int().nonnegative().optional().describe('Its length in seconds.'),
  audio: documentRef().describe('The MP3 file (DocumentRef; `language` is the language spoken).'),
  summary: text().optional().describe('What the episode is about, one or two sentences.'),
  transcriptHtml: html().optional().describe('The full transcript (HTML).'),
});

export const schema = z.object({
  body: html().optional().describe('An introduction above the episodes (HTML).'),
  episodes: z.array(episode).default([]).describe('The episodes, in any order: the page shows the newest first. An episode that does not fit is left out.'),
}).meta({ description: 'A podcast and its episodes.' });

export const Podcast = defineTemplate<PodcastData>({ key: 'Podcast', Component: PodcastPage, schema });
