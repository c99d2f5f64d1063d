import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet's middleware sets for `options`: they depend on the options only, never on the request. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's security headers (CSP, frame, referrer, content-type options, ...) on every answer. They are worked out
 * once here: `@fastify/helmet` rebuilt the whole helmet middleware and parsed the CSP directives on every request,
 * which cost a small cached answer (the postcode lookup) about a fifth of its throughput (docs/decisions/reports.md,
 * "security headers").
 */
async function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = Object.entries(helmetHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, as helmet sets them: a route that writes the raw response itself (the live event stream) has them too.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
