/** How to reach a person or an office: a name, a role, phones and e-mail as links a phone can follow. */
import { personName, type Address, type Person } from '../shared/content-shapes.ts';
import type { ReactNode } from 'react';
import { useT } from './i18n.tsx';

export function telHref(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}

export function PhoneLink({ number }: { number: string }) {
  return <a href={telHref(number)}>{number}</a>;
}

export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/**
 * E-mail addresses and phone numbers inside free text (the footer's contact lines): a Czech number is nine
 * digits, grouped by three or not, with an optional +420; shorter runs (IČO, postal codes) stay text.
 */
const CONTACT_IN_TEXT = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|((?<![\d+])(?:\+\d{3} ?)?\d{3} ?\d{3} ?\d{3}(?!\d))/g;

export function ContactText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let rest = 0;
  for (const match of text.matchAll(CONTACT_IN_TEXT)) {
    parts.push(text.slice(rest, match.index));
    parts.push(match[1] ? <EmailLink key={match.index} email={match[1]} /> : <PhoneLink key={match.index} number={match[0]} />);
    rest = match.index + match[0].length;
  }
  parts.push(text.slice(rest));
  return <>{parts}</>;
}

/** A person as an `<address>`: name, role, phone, e-mail (only what the data has). */
export function ContactPerson({ person }: { person: Person }) {
  const t = useT();
  const name = personName(person);
  return (
    <address className="contact-person">
      {name ? <p className="contact-person__name">{name}</p> : null}
      <p>{person.role}</p>
      {person.phone ? <p>{`${t('contact.phone')}: `}<PhoneLink number={person.phone} /></p> : null}
      {person.email ? <p>{`${t('contact.email')}: `}<EmailLink email={person.email} /></p> : null}
    </address>
  );
}

/** A postal address on its lines, as on an envelope. */
export function PostalAddress({ address }: { address: Address }) {
  return (
    <span className="postal-address">
      {address.street}
      <br />
      {`${address.postalCode} ${address.city}`}
    </span>
  );
}
