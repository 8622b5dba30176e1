/**
 * The sample form of /dev/components/form (isomorphic): its fields in order, what each is, and the key filter
 * preset it uses. Its rules are the server's (demo-form.ts); the component renders from this list.
 */
import type { KeyFilter } from './key-filters.ts';

export interface DemoField {
  name: string;
  type: 'text' | 'email' | 'date' | 'password' | 'checkbox';
  keyFilter?: KeyFilter;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'email';
  /** Has a hint under its label (`dev.form.demo.hint.{name}`). */
  hint?: true;
}

export const DEMO_FIELDS: readonly DemoField[] = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'username', type: 'text', keyFilter: 'alphanum', autoComplete: 'username', hint: true },
  { name: 'email', type: 'email', keyFilter: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'age', type: 'text', keyFilter: 'pint', inputMode: 'numeric', hint: true },
  { name: 'amount', type: 'text', keyFilter: 'money', inputMode: 'decimal', hint: true },
  { name: 'startDate', type: 'date' },
  { name: 'endDate', type: 'date' },
  { name: 'employed', type: 'checkbox' },
  { name: 'employer', type: 'text', autoComplete: 'organization', hint: true },
  { name: 'password', type: 'password', autoComplete: 'new-password', hint: true },
  { name: 'confirmation', type: 'password', autoComplete: 'new-password' },
];

/** The id of a field's input (the error summary links to it). */
export const fieldId = (name: string) => `demo-${name}`;
