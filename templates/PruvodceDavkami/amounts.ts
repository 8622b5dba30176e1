/**
 * The amounts of the benefits guide's rules as pages write them: the guide's result, and the service pages that show a
 * benefit's amounts from the same rules (templates/Sluzba), so no number is written twice. Isomorphic.
 */
import { formatNumber } from '../../shared/i18n.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import type { Amount, Rules } from './types.ts';

/** Whole Czech crowns ("10 000 Kč"). */
export const czk = (value: number, locale: LocaleCode) => formatNumber(value, locale, { style: 'currency', currency: 'CZK', maximumFractionDigits: 0 });

/** An amount's value with its unit, as the key `service.unit.<unit>` writes it around `{{value}}`. */
export function amountValue(amount: Amount, locale: LocaleCode): string {
  return amount.unit === 'czk' || amount.unit === 'czk-month' ? czk(amount.value, locale) : formatNumber(amount.value, locale);
}

/** A benefit's amounts as its service page lists them: each with its label in the page's language and its value written out. */
export interface AmountRow {
  label: string;
  unit: Amount['unit'];
  value: string;
}

export function amountRows(rules: Rules, labels: Record<string, string>, benefitId: string, locale: LocaleCode): AmountRow[] {
  const benefit = rules.benefits.find((candidate) => candidate.id === benefitId);
  return (benefit?.amounts ?? []).flatMap((id) => {
    const amount = rules.amounts.find((candidate) => candidate.id === id);
    const label = labels[id];
    return amount && label ? [{ label, unit: amount.unit, value: amountValue(amount, locale) }] : [];
  });
}
