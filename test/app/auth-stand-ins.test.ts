/** startAuthStandIns: what the portal's process starts when no security provider is configured. */
import { pino } from 'pino';
import t from 'tap';
import { startAuthStandIns } from '../../embedded/auth-stand-ins.ts';
import { ProviderPaths } from '../../shared/security-provider.ts';
import { PORTAL, SERVICE } from '../helpers/auth-stand-ins.ts';

t.test('the provider and CAS on loopback, wired to each other and to the portal, closed together', async (t) => {
  const standIns = await startAuthStandIns({ logger: pino({ level: 'silent' }), publicUrl: PORTAL, providerPort: 0, casPort: 0 });
  t.match(standIns.providerUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
  t.match(standIns.casUrl, /^http:\/\/127\.0\.0\.1:\d+\/cas$/);

  const login = await fetch(`${standIns.providerUrl}${ProviderPaths.casLogin}?redirect=%2F`, { redirect: 'manual' });
  const state = /SP_LOGIN=([0-9a-f]+)/.exec(login.headers.getSetCookie().join())![1];
  t.equal(login.headers.get('location'), `${standIns.casUrl}/login?${new URLSearchParams({ service: `${SERVICE}?state=${state}` })}`);
  t.equal((await fetch(`${standIns.casUrl}/login?${new URLSearchParams({ service: SERVICE })}`)).status, 200, 'CAS serves the provider');
  const logout = await fetch(`${standIns.casUrl}/logout?${new URLSearchParams({ service: `${PORTAL}/odhlaseno` })}`, { redirect: 'manual' });
  t.equal(logout.headers.get('location'), `${PORTAL}/odhlaseno`, 'and sends people back to the portal after logout');
  t.equal((await fetch(`${standIns.casUrl}/login?${new URLSearchParams({ service: 'https://evil.test/' })}`)).status, 403);
  t.equal((await fetch(standIns.providerUrl + ProviderPaths.userInfo)).status, 401);

  await standIns.close();
  await t.rejects(fetch(standIns.providerUrl + ProviderPaths.userInfo));
  await t.rejects(fetch(`${standIns.casUrl}/login`));
});

t.test('with an external CAS only the provider starts, and uses it', async (t) => {
  const standIns = await startAuthStandIns({ logger: pino({ level: 'silent' }), publicUrl: PORTAL, providerPort: 0, casPort: 0, casUrl: 'https://cas.example/cas' });
  t.teardown(() => standIns.close());
  t.equal(standIns.casUrl, 'https://cas.example/cas');
  const login = await fetch(`${standIns.providerUrl}${ProviderPaths.casLogin}?redirect=%2F`, { redirect: 'manual' });
  t.match(login.headers.get('location'), /^https:\/\/cas\.example\/cas\/login\?service=/);
});
