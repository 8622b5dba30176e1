/** The data of a calendar event and of a conference (content/README.md "Career, notices, events"): one shape for both. */
import { z } from 'zod';
import { address, dateTime, geo, html, link, text } from '../schema.ts';

const timeOfDay = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'not HH:MM');

export const eventSchema = z.object({
  /** When the event begins (required). */
  start: dateTime(),
  /** When it ends (required); on another day than `start` for events of several days. */
  end: dateTime(),
  /** Where: a name, the postal address and position of a venue; `online: true` for an event on the internet. */
  place: z.object({ name: text(), address: address().optional(), geo: geo().optional(), online: z.boolean().optional() }).optional(),
  /** Who holds the event and how to reach them. */
  organiser: z.object({ name: text(), email: z.email().optional(), phone: text().optional() }).optional(),
  /** The price as the organiser words it ("Vstup zdarma", "300 Kč"). */
  price: text().optional(),
  /** Who the event is for. */
  audience: text().optional(),
  /**
   * Whether visitors must register, until when (after `deadline` the page says registration has closed), how
   * many places there are, where to register and a note.
   */
  registration: z
    .object({ required: z.boolean(), deadline: dateTime().optional(), capacity: z.number().int().nonnegative().optional(), url: link().optional(), note: text().optional() })
    .optional(),
  /** The programme: items with start (and end) time; `day` ("YYYY-MM-DD") groups the items of events of several days. */
  programme: z
    .array(z.object({ day: z.iso.date().optional(), start: timeOfDay(), end: timeOfDay().optional(), title: text(), speaker: text().optional() }))
    .optional(),
  /** The text about the event (HTML). */
  body: html().optional(),
});
