/**
 * /dev/tabulka: the table component (templates/blocks/Blocks.tsx DataTable) in three states – a simple table, a wide one with
 * many columns that scrolls on a phone, and amounts aligned right – with real figures, formatted in the page
 * language by the template's load (server/Node's Intl), so the browser's hydration shows the very same strings.
 */
import type { Translate } from '../../shared/i18n.ts';
import { LOCALES, type LocaleCode } from '../../shared/locales.ts';
import { DataTable } from '../blocks/Blocks.tsx';
import { useT } from '../../ui/i18n.tsx';
import { PreviewPage } from '../blocks/preview.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export const TABLE_STATES = ['simple', 'wide', 'numbers'] as const;
type TableState = (typeof TABLE_STATES)[number];

export type TablePreviewData = z.infer<typeof schema>;

/** Office hours of a typical contact office, Monday to Friday. */
const OFFICE_HOURS = ['8:00–17:00', '8:00–11:00', '8:00–17:00', '8:00–11:00', '8:00–11:00'];
/** The Czech minimum wage by year (government decrees): per month and per hour, in CZK. */
const MINIMUM_WAGE: Record<string, [monthly: number, hourly: number]> = {
  2019: [13_350, 79.8],
  2020: [14_600, 87.3],
  2021: [15_200, 90.5],
  2022: [16_200, 96.4],
  2023: [17_300, 103.8],
  2024: [18_900, 112.5],
  2025: [20_800, 124.4],
  2026: [22_400, 134.4],
};
/** Benefit amounts of 2026 under Act 117/1995 Coll., in CZK. */
const AMOUNTS: [key: 'parentalOne' | 'parentalTwins' | 'maternityFirst' | 'maternitySecond' | 'funeral', amount: number][] = [
  ['parentalOne', 350_000],
  ['parentalTwins', 525_000],
  ['maternityFirst', 10_000],
  ['maternitySecond', 5_000],
  ['funeral', 5_000],
];

export interface PreviewTable {
  state: TableState;
  columns: string[];
  rows: string[][];
}

/** The cells of a table state in the page's language. */
export function previewTable(state: TableState, locale: LocaleCode, t: Translate): PreviewTable {
  const tag = LOCALES[locale].tag;
  const crowns = (fractionDigits: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'CZK', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  switch (state) {
    case 'simple': {
      // 1 January 2024 was a Monday.
      const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
      return {
        state,
        columns: [t('dev.tabulka.simple.day'), t('dev.tabulka.simple.hours')],
        rows: OFFICE_HOURS.map((hours, day) => [weekday.format(new Date(Date.UTC(2024, 0, 1 + day))), hours]),
      };
    }
    case 'wide': {
      const years = Object.keys(MINIMUM_WAGE);
      return {
        state,
        columns: [t('dev.tabulka.wide.indicator'), ...years],
        rows: [
          [t('dev.tabulka.wide.monthly'), ...years.map((year) => crowns(0).format(MINIMUM_WAGE[year]![0]))],
          [t('dev.tabulka.wide.hourly'), ...years.map((year) => crowns(2).format(MINIMUM_WAGE[year]![1]))],
        ],
      };
    }
    case 'numbers':
      return {
        state,
        columns: [t('dev.tabulka.numbers.benefit'), t('dev.tabulka.numbers.amount')],
        rows: AMOUNTS.map(([key, amount]) => [t(`dev.tabulka.numbers.${key}`), crowns(0).format(amount)]),
      };
  }
}

function TableSection({ table: { state, columns, rows } }: { table: PreviewTable }) {
  const t = useT();
  return (
    <section aria-labelledby={`tabulka-${state}-heading`}>
      <h2 id={`tabulka-${state}-heading`}>{t(`dev.tabulka.${state}.heading`)}</h2>
      <DataTable id={`tabulka-${state}`} caption={t(`dev.tabulka.${state}.caption`)} columns={columns} rows={rows} />
    </section>
  );
}

export default function DevTabulkaPage({ data: tables = [] }: TemplateProps<TablePreviewData, PreviewTable[]>) {
  return (
    <PreviewPage template="DevTabulka" name="tabulka">
      {tables.map((table) => <TableSection key={table.state} table={table} />)}
    </PreviewPage>
  );
}
