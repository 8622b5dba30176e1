/**
 * A GET form (a search box, a list's filters or order): without JavaScript the browser sends it and the server
 * answers the page; with it, react-router navigates in the app to the URL the browser would have asked for, less
 * the fields `omit` names (an empty filter, the default order), so the URL is the one the page itself writes for
 * that state and history keeps each state.
 */
import type { FormEvent, FormHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';

export interface GetFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action' | 'onSubmit'> {
  /** The page the form asks for (a path of this portal, no query). */
  action: string;
  /** Fields left out of the URL with JavaScript; the server treats them as absent either way. */
  omit?: (name: string, value: string) => boolean;
}

export function GetForm({ action, omit, ...attributes }: GetFormProps) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const native = event.nativeEvent as SubmitEvent;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget, native.submitter)) {
      if (typeof value === 'string' && !omit?.(name, value)) query.append(name, value);
    }
    const search = query.toString();
    void navigate(search ? `${action}?${search}` : action);
  };
  return <form {...attributes} method="get" action={action} onSubmit={onSubmit} />;
}
