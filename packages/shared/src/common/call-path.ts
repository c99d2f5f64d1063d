/** A call's path with its `:name` params filled in (each encoded), for a link, a redirect or a request to it. */
export const callPath = (call: { path: string }, params: Record<string, string> = {}) =>
  call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
