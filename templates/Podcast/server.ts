import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { dateTime, documentRef, html, text } from '../schema.ts';
import PodcastPage, { type PodcastData } from './Podcast.tsx';

export const episode = z.object({
  /** Stable id of the episode, its anchor on the page. */
  id: z.string().regex(/^[a-z0-9-]+$/, 'not an anchor'),
  /** The episode's number in the series. */
  number: z.number().int().positive(),
  title: text(),
  /** When it was published. */
  publishedAt: dateTime().optional(),
  /** Its length in seconds. */
  durationSeconds: z.number().int().nonnegative().optional(),
  /** The MP3 file (DocumentRef; `language` is the language spoken). */
  audio: documentRef(),
  /** What the episode is about, one or two sentences. */
  summary: text().optional(),
  /** The full transcript (HTML). */
  transcriptHtml: html().optional(),
});

export const schema = z.object({
  /** An introduction above the episodes (HTML). */
  body: html().optional(),
  /** The episodes, in any order: the page shows the newest first. An episode that does not fit is left out. */
  episodes: z.array(episode).default([]),
});

export const Podcast = defineTemplate<PodcastData>({ key: 'Podcast', Component: PodcastPage, schema });
