/** A calendar event (UpCzZaznamKalendare): the shared event view. */
import type { TemplateProps } from '../types.ts';
import { EventPage, type EventData, type EventLoaded } from './Event.tsx';

export default function UpCzZaznamKalendarePage({ content, data, locale }: TemplateProps<EventData, EventLoaded>) {
  return <EventPage content={content} data={data} locale={locale} templateKey="UpCzZaznamKalendare" />;
}
