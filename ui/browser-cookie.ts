/** First-party cookies the browser writes itself (consent, colour mode, breakpoint): one reader, one writer; call them in the browser only. */
export function readCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

/** For the whole portal (`Path=/`), Secure on https; the value must be cookie-safe already. */
export function writeCookie(name: string, value: string, options: { maxAgeS: number; sameSite: 'Lax' | 'Strict' }): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${options.maxAgeS}; SameSite=${options.sameSite}${secure}`;
}
