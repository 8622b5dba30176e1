import type { EventData, EventLoaded } from '../UpCzZaznamKalendare/Event.tsx';
import { eventSchema } from '../UpCzZaznamKalendare/schema.ts';
import { loadEvent } from '../UpCzZaznamKalendare/server.ts';
import { defineTemplate } from '../module.ts';
import KonferencePage from './Konference.tsx';

export const Konference = defineTemplate<EventData, Record<string, never>, EventLoaded>({ key: 'Konference', Component: KonferencePage, schema: eventSchema, load: loadEvent });
