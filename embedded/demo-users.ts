/**
 * The people the auth stand-ins know (docs/sign-in.md "Demo users"): login, password, name and e-mail, from a JSON
 * file, and those who signed up since the stand-in started (kept in memory only). Passwords are compared in
 * constant time, and an unknown login costs as much as a wrong password.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { SignUpRules, type ProviderUser, type SignUpAccount } from '../shared/security-provider.ts';

// Resolved from the working directory, as CONTENT_DIR is: the server runs bundled from dist/, not from here.
export const DEMO_USERS_FILE = path.resolve('embedded/demo-users.json');

const UsersFile = z.array(z.object({ login: z.string().min(1), password: z.string().min(1), name: z.string().min(1), email: z.string().min(3) }));

export interface DemoUsers {
  /** What to sign in with, for the demo's start line. */
  credentials: { login: string; password: string }[];
  /** The user when `login` and `password` match one, else undefined. */
  authenticate(login: unknown, password: unknown): ProviderUser | undefined;
  /** A new account: the user, or why not (a login already known, a field that breaks SignUpRules). */
  register(account: Partial<Record<keyof SignUpAccount, unknown>>): ProviderUser | 'taken' | 'invalid';
}

function fits(account: Partial<Record<keyof SignUpAccount, unknown>>): account is SignUpAccount {
  const { username, password, name, email } = account;
  return (
    typeof username === 'string' && SignUpRules.username.test(username) &&
    typeof password === 'string' && password.length >= SignUpRules.passwordMinLength &&
    typeof name === 'string' && name.trim() !== '' &&
    typeof email === 'string' && SignUpRules.email.test(email)
  );
}

export async function loadDemoUsers(file = DEMO_USERS_FILE): Promise<DemoUsers> {
  const parsed = UsersFile.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} must be an array of { login, password, name, email }: ${parsed.error.message}`);
  const users = new Map(parsed.data.map((u) => [u.login, { user: { login: u.login, name: u.name, email: u.email }, digest: digest(u.password) }]));
  const nobody = digest('\0no such user\0');
  return {
    credentials: parsed.data.map(({ login, password }) => ({ login, password })),
    authenticate(login, password) {
      if (typeof login !== 'string' || typeof password !== 'string') return undefined;
      const entry = users.get(login);
      const match = timingSafeEqual(digest(password), entry?.digest ?? nobody);
      return entry && match ? entry.user : undefined;
    },
    register(account) {
      if (!fits(account)) return 'invalid';
      if (users.has(account.username)) return 'taken';
      const user = { login: account.username, name: account.name.trim(), email: account.email };
      users.set(account.username, { user, digest: digest(account.password) });
      return user;
    },
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
