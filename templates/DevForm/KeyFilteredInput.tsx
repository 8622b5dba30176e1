/**
 * A text input that keeps only the characters of its key filter preset (key-filters.ts) as they are typed or
 * pasted. The filter is an enhancement: without JavaScript the input takes anything and the server's rules
 * still decide, so nothing depends on it.
 */
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { applyKeyFilter, type KeyFilter } from './key-filters.ts';

function keepAllowed(filter: KeyFilter, event: ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const typed = input.value;
  const kept = applyKeyFilter(filter, typed);
  if (kept === typed) return;
  const typedTo = input.selectionStart;
  input.value = kept;
  // The caret stays where the visitor was typing, less the characters dropped before it (e-mail inputs have none).
  if (typedTo === null) return;
  const caret = applyKeyFilter(filter, typed.slice(0, typedTo)).length;
  input.setSelectionRange(caret, caret);
}

export function KeyFilteredInput({ keyFilter, ...props }: InputHTMLAttributes<HTMLInputElement> & { keyFilter?: KeyFilter }) {
  return <input {...props} data-key-filter={keyFilter} onChange={keyFilter ? (event) => keepAllowed(keyFilter, event) : undefined} />;
}
