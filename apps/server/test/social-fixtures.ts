import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Misbehaviour } from '../src/integrations/oidc/simulator-tokens';

/**
 * A browser for the social sign-in journeys of the API tests: real HTTP to the listening app (and its OIDC
 * simulator), redirects followed by hand so each hop can be looked at, cookies kept per host like a browser's.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  static of(app: FastifyInstance) {
    return new TestBrowser(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }

  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
  }

  private cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** One request, no redirect followed; the answer's cookies kept. */
  async request(path: string, init: { method?: string; body?: unknown; form?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { cookie: this.cookieHeader(), origin: this.origin, 'accept-language': 'th' };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const url = path.startsWith('http') ? path : `${this.origin}${path}`;
    const res = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    this.keep(res);
    return res;
  }

  /** Where a redirect answer points, as a path with its query (relative to this origin). */
  static location(res: Response) {
    const location = res.headers.get('location');
    if (!location || res.status < 300 || res.status > 399) throw new Error(`expected a redirect, got ${res.status}`);
    return location;
  }
}

export interface SimPerson {
  /** Blank on a LINE-style slot: the channel has no e-mail permission. */
  email: string;
  given_name?: string;
  family_name?: string;
  /** LINE's display name. */
  name?: string;
  picture?: string;
  sub?: string;
  misbehave?: Misbehaviour;
  decision?: 'allow' | 'deny';
}

/**
 * Sign-in button to the provider and back: starts the redirect, answers the simulator's authorize page as `person`
 * and returns the callback URL the provider sent the browser to (not yet followed).
 */
export async function throughProvider(browser: TestBrowser, provider: string, person: SimPerson): Promise<string> {
  const start = await browser.request(`/api/Account/ExternalLogin/${provider}`);
  const authorize = new URL(TestBrowser.location(start));
  const page = await browser.request(authorize.toString());
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}: ${await page.text()}`);
  const decide = await browser.request(`${authorize.origin}${authorize.pathname}/decide`, {
    form: { ...Object.fromEntries(authorize.searchParams), decision: 'allow', misbehave: 'none', ...person } as Record<string, string>,
  });
  return TestBrowser.location(decide);
}

/** The whole redirect: provider, then our callback; answers where our callback sent the browser. */
export async function socialSignIn(browser: TestBrowser, provider: string, person: SimPerson): Promise<string> {
  const callback = await throughProvider(browser, provider, person);
  return TestBrowser.location(await browser.request(callback));
}

/** The ID token a provider's mobile SDK would hand the app (the SocialLogin path). */
export async function mobileIdToken(browser: TestBrowser, provider: string, person: SimPerson): Promise<string> {
  const res = await browser.request(`/sim/oidc/${provider}/mobile-token`, {
    form: { misbehave: 'none', ...person } as Record<string, string>,
  });
  return ((await res.json()) as { id_token: string }).id_token;
}
