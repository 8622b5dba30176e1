/** The data of a calendar event and of a conference: one shape for both. */
import { z } from 'zod';
import { address, dateTime, geo, html, link, text } from '../schema.ts';

const timeOfDay = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'not HH:MM');

export const eventSchema = z.object({
  start: dateTime().describe('When the event begins (required).'),
  end: dateTime().describe('When it ends (required); on another day than `start` for events of several days.'),
  place: z
    .object({
      name: text().describe('the venue'),
      address: address().optional().describe('its postal address'),
      geo: geo().optional().describe('its position on the map'),
      online: z.boolean().optional().describe('`true` for an event on the internet'),
    })
    .optional()
    .describe('Where the event is.'),
  organiser: z
    .object({ name: text().describe('who holds the event'), email: z.email().optional().describe('their e-mail'), phone: text().optional().describe('their phone') })
    .optional()
    .describe('Who holds the event and how to reach them.'),
  price: text().optional().describe('The price as the organiser words it ("Vstup zdarma", "300 Kč").'),
  audience: text().optional().describe('Who the event is for.'),
  registration: z
    .object({
      required: z.boolean().describe('whether visitors must register'),
      deadline: dateTime().optional().describe('until when; after it the page says registration has closed'),
      capacity: z.number().int().nonnegative().optional().describe('how many places there are'),
      url: link().optional().describe('where to register'),
      note: text().optional().describe('anything else to know (plain text)'),
    })
    .optional()
    .describe('How to take part.'),
  programme: z
    .array(
      z.object({
        day: z.iso.date().optional().describe('`"YYYY-MM-DD"`: groups the items of events of several days'),
        start: timeOfDay().describe('`"HH:MM"`'),
        end: timeOfDay().optional().describe('`"HH:MM"`'),
        title: text().describe('what happens'),
        speaker: text().optional().describe('who speaks'),
      }),
    )
    .optional()
    .describe('The programme, in order.'),
  body: html().optional().describe('The text about the event (HTML).'),
}).meta({ description: 'A calendar event (`UpCzZaznamKalendare`) or a conference (`Konference`). Events carry `displayAt` = when they were announced; everything that shows events (their lists, the home page, the calendar) dates and orders them by `start` and `end` instead: upcoming ones first, past ones apart.' });
