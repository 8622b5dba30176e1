/**
 * The step-by-step journeys a page is part of (shared/journeys.ts), above its content: "Part of: I lost my job, step 2
 * of 5", with the step before and after. Plain links: it needs no script.
 */
import type { JourneyPart } from '../shared/journeys.ts';
import { SmartLink } from './ContentParts.tsx';
import { useT } from './i18n.tsx';

export function JourneyParts({ parts }: { parts: readonly JourneyPart[] }) {
  const t = useT();
  if (parts.length === 0) return null;
  return (
    <div className="gov-container above-content journey-parts">
      {parts.map((part) => (
        <nav key={part.url} className="journey-part" aria-label={t('journey.navLabel', { name: part.name })}>
          <p className="journey-part__of">
            {t('journey.partOf')} <SmartLink url={part.url}>{part.name}</SmartLink>
            {', '}{t('journey.stepOf', { step: part.step, steps: part.steps })}: {part.stepTitle}
          </p>
          {part.previous || part.next ? (
            <ul className="journey-part__steps gov-list--plain">
              {part.previous ? <li className="journey-part__previous">{t('journey.previous')} <SmartLink url={part.previous.url}>{part.previous.label}</SmartLink></li> : null}
              {part.next ? <li className="journey-part__next">{t('journey.next')} <SmartLink url={part.next.url}>{part.next.label}</SmartLink></li> : null}
            </ul>
          ) : null}
        </nav>
      ))}
    </div>
  );
}
