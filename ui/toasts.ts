/**
 * Toast messages (docs/product.md §3): one small store that any browser code adds to with showToast(), and the toast
 * regions of every page (ui/Toasts.tsx) show. Scripts outside the bundle use the `portal:toast` window event
 * (ui/Toasts.tsx listens for it). On the server nothing is ever shown: the regions render empty.
 */
import { useSyncExternalStore } from 'react';

export const SEVERITIES = ['success', 'info', 'warn', 'error'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** docs/product.md §9: a toast stays 5 s unless the visitor holds it (hover, focus). */
export const TOAST_LIFE_MS = 5000;
/** More at once would cover the page: the oldest gives way. */
const MAX_SHOWN = 4;

export interface ToastMessage {
  severity: Severity;
  summary: string;
  /** Shown after the summary, joined with commas. */
  detail?: string[];
  /** Milliseconds it stays; 0 until the visitor closes it. */
  life?: number;
  closable?: boolean;
  /** A new toast of a group replaces the one of that group shown. */
  group?: string;
}

export interface Toast extends ToastMessage {
  id: number;
  life: number;
  closable: boolean;
}

const NONE: readonly Toast[] = [];
let shown: readonly Toast[] = NONE;
let lastId = 0;
const listeners = new Set<() => void>();

function update(next: readonly Toast[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id (for closeToast). */
export function showToast(message: ToastMessage): number {
  const toast: Toast = { life: TOAST_LIFE_MS, closable: true, ...message, id: ++lastId };
  const others = message.group === undefined ? shown : shown.filter((other) => other.group !== message.group);
  update([...others, toast].slice(-MAX_SHOWN));
  return toast.id;
}

export function closeToast(id: number): void {
  if (shown.some((toast) => toast.id === id)) update(shown.filter((toast) => toast.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => shown, () => NONE);
}
