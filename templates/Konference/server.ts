import type { EventData, EventLoaded } from '../UpCzZaznamKalendare/Event.tsx';
import { eventSchema } from '../UpCzZaznamKalendare/schema.ts';
import { loadEvent } from '../UpCzZaznamKalendare/server.ts';
import { eventDatesOf } from '../events/dates.ts';
import { defineTemplate } from '../module.ts';
import KonferencePage from './Konference.tsx';

/** A conference: an event of its own key, read, loaded and dated as one (its page too says whether it is over). */
export const Konference = defineTemplate<EventData, Record<string, never>, EventLoaded>({
  key: 'Konference',
  Component: KonferencePage,
  schema: eventSchema,
  load: loadEvent,
  eventDates: eventDatesOf,
});
