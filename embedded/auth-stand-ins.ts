/**
 * Starts the embedded security provider, and the embedded CAS server unless an external CAS is given, on
 * loopback ports, as server/main.ts starts the content service when no URL is configured. The browser reaches
 * the provider through the portal's `/security-provider` proxy (so the provider's public URL is the portal's)
 * and the embedded CAS at its own loopback address.
 */
import type { FastifyBaseLogger } from 'fastify';
import { buildCasServer } from './cas-server.ts';
import { buildSecurityProvider } from './security-provider.ts';

export interface AuthStandInsOptions {
  logger: FastifyBaseLogger;
  /** The portal's public URL (PUBLIC_URL). */
  publicUrl: string;
  /** EMBEDDED_PROVIDER_PORT. */
  providerPort: number;
  /** EMBEDDED_CAS_PORT. */
  casPort: number;
  /** CAS_URL: an external CAS for the embedded provider; unset, the embedded CAS is started. */
  casUrl?: string;
  /** The provider's session cookie name (the first of SECURITY_PROVIDER_COOKIES). */
  cookieName?: string;
  usersFile?: string;
}

export interface AuthStandIns {
  /** What SECURITY_PROVIDER_URL would be: the provider's base URL (its paths carry `/security-provider`). */
  providerUrl: string;
  /** The CAS base URL the provider uses, ending in `/cas`. */
  casUrl: string;
  close(): Promise<void>;
}

export async function startAuthStandIns(options: AuthStandInsOptions): Promise<AuthStandIns> {
  const closers: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    let casUrl = options.casUrl;
    if (!casUrl) {
      // Services of the portal's origin: the provider's CAS service URL, and the portal's pages after logout.
      const cas = await buildCasServer({
        logger: options.logger.child({ component: 'cas' }),
        services: [`${options.publicUrl}/`],
        usersFile: options.usersFile,
        secureCookie: false,
      });
      closers.push(() => cas.close());
      casUrl = (await cas.listen({ host: '127.0.0.1', port: options.casPort, listenTextResolver: (address) => `stand-in CAS server (demo users) at ${address}/cas` })) + '/cas';
    }
    const provider = await buildSecurityProvider({
      logger: options.logger.child({ component: 'security-provider' }),
      publicUrl: options.publicUrl,
      casUrl,
      cookieName: options.cookieName,
      usersFile: options.usersFile,
    });
    closers.push(() => provider.app.close());
    const providerUrl = await provider.app.listen({ host: '127.0.0.1', port: options.providerPort, listenTextResolver: (address) => `stand-in security provider at ${address}` });
    return { providerUrl, casUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}
