/** /dev/tabs: the tabs component (ui/Tabs.tsx) with the ways to hand in an application, texts in the page language. */
import { useT } from '../../ui/i18n.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { PreviewPage } from '../blocks/preview.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export const SUBMISSION_WAYS = ['online', 'dataBox', 'inPerson', 'post'] as const;

export type TabsPreviewData = z.infer<typeof schema>;

export default function DevTabsPage({ content }: TemplateProps<TabsPreviewData>) {
  const t = useT();
  const tabs = content.data.tabs.map((way) => ({ title: t(`dev.tabs.${way}.title`), content: <p>{t(`dev.tabs.${way}.text`)}</p> }));
  return (
    <PreviewPage template="DevTabs" name="tabs">
      <Tabs id="preview-tabs" tabs={tabs} label={t('dev.tabs.label')} />
    </PreviewPage>
  );
}
