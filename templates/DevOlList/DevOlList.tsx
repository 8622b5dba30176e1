/**
 * /dev/ol-list: ordered lists – a plain one and one with nested steps (numbered 1., 2. and a), b) inside) – on
 * applying for the care allowance, in the page language.
 */
import { useT } from '../../ui/i18n.tsx';
import { PreviewPage } from '../blocks/preview.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export const LIST_STATES = ['simple', 'nested'] as const;

export type OrderedListPreviewData = z.infer<typeof schema>;

/** The steps of the care allowance procedure; a step's sub-steps are nested. */
const STEPS: { step: 'apply' | 'visit' | 'assessment' | 'decision'; subSteps?: ('online' | 'inPerson' | 'post' | 'doctor' | 'records')[] }[] = [
  { step: 'apply', subSteps: ['online', 'inPerson', 'post'] },
  { step: 'visit' },
  { step: 'assessment', subSteps: ['doctor', 'records'] },
  { step: 'decision' },
];

function SimpleList() {
  const t = useT();
  return (
    <section aria-labelledby="ol-simple">
      <h2 id="ol-simple">{t('dev.olList.simple.heading')}</h2>
      <ol>{STEPS.map(({ step }) => <li key={step}>{t(`dev.olList.step.${step}`)}</li>)}</ol>
    </section>
  );
}

function NestedList() {
  const t = useT();
  return (
    <section aria-labelledby="ol-nested">
      <h2 id="ol-nested">{t('dev.olList.nested.heading')}</h2>
      <ol>
        {STEPS.map(({ step, subSteps }) => (
          <li key={step}>
            {t(`dev.olList.step.${step}`)}
            {subSteps ? <ol type="a">{subSteps.map((sub) => <li key={sub}>{t(`dev.olList.sub.${sub}`)}</li>)}</ol> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

const LISTS = { simple: SimpleList, nested: NestedList };

export default function DevOlListPage({ content }: TemplateProps<OrderedListPreviewData>) {
  return (
    <PreviewPage template="DevOlList" name="olList">
      <div className="rich-text">
        {content.data.lists.map((state) => {
          const List = LISTS[state];
          return <List key={state} />;
        })}
      </div>
    </PreviewPage>
  );
}
