import { eventDatesOf } from '../events/dates.ts';
import { hasPassed } from '../events/time.ts';
import { defineTemplate, type LoadContext } from '../module.ts';
import type { EventData, EventLoaded, EventState } from './Event.tsx';
import { eventSchema } from './schema.ts';
import UpCzZaznamKalendarePage from './UpCzZaznamKalendare.tsx';

/** Where an event stands at `now`: over after its end, registration closed after its deadline. */
export function eventState(data: EventData, now: number): EventState {
  if (hasPassed(data.end, now)) return 'past';
  if (hasPassed(data.registration?.deadline, now)) return 'registrationClosed';
  return 'open';
}

/** Shared by events and conferences: the state is decided here, on the server, from the clock. */
export async function loadEvent({ content, path, now }: LoadContext<EventData, Record<string, never>>): Promise<EventLoaded> {
  return { state: eventState(content.data, now()), path };
}

export const UpCzZaznamKalendare = defineTemplate<EventData, Record<string, never>, EventLoaded>({
  key: 'UpCzZaznamKalendare',
  Component: UpCzZaznamKalendarePage,
  schema: eventSchema,
  load: loadEvent,
  eventDates: eventDatesOf,
});
