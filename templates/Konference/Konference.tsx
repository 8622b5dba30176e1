/** A conference (Konference): the shared event view (templates/UpCzZaznamKalendare/Event.tsx). */
import type { TemplateProps } from '../types.ts';
import { EventPage, type EventData, type EventLoaded } from '../UpCzZaznamKalendare/Event.tsx';

export default function KonferencePage({ content, data, locale }: TemplateProps<EventData, EventLoaded>) {
  return <EventPage content={content} data={data} locale={locale} templateKey="Konference" />;
}
