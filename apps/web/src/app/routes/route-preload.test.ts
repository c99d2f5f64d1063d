import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app-router';
import { pageChunkOf } from './lazy-page';
import { type RoutePreloadTable, rankedRoutes, routeFiles, routePattern, routePreloadScript } from './route-preload';

const ranked = rankedRoutes(appRoutes);
/** A table whose "files" name the route that matched: route i has chunk i, one file `route-i`. */
const table: RoutePreloadTable = {
  routes: ranked.map(({ path }, i) => [routePattern(path), i]),
  chunks: ranked.map((_, i) => ({ files: [`route-${i}`], catalogs: false })),
  catalogs: {},
  defaultLanguage: 'th',
};
const sample = (path: string) => path.replace(/:[\w-]+/g, 'x1').replace(/\*$/, 'some/where');

describe('the route script', () => {
  it('picks, for every route of the app, the route React Router matches', () => {
    const paths = [
      ...ranked.map(({ path }) => sample(path)),
      ...ranked.map(({ path }) => `${sample(path).toUpperCase()}/`),
      '/stores/mailings?page=2',
      '/stores/somchai-shop/main',
      '/stores/somchai-shop/products',
      '/nowhere/at/all',
    ];
    for (const path of paths) {
      const leaf = matchRoutes(appRoutes, path.split('?')[0] as string)?.at(-1)?.route;
      const expected = ranked.findIndex(({ element }) => element === leaf?.element);
      expect(routeFiles(table, path.split('?')[0] as string, null), path).toEqual([`route-${expected}`]);
    }
  });

  it('ranks routes as React Router does: a static segment before a parameter, a splat last', () => {
    const routes = [
      { path: '/a/:x', element: 'param' },
      { path: '*', element: 'splat' },
      { element: 'layout', children: [{ path: '/a/b', element: 'static' }] },
      { path: '/a/:x/:y', element: 'two params' },
      { path: '/a/b/*', element: 'static splat' },
    ];
    const order = rankedRoutes(routes);
    const picked = (path: string) => routeFiles({ ...table, routes: order.map(({ path }, i) => [routePattern(path), i]) }, path, null)[0];
    for (const path of ['/a/b', '/A/B/', '/a/c', '/a/c/d', '/a/b/c/d', '/x', '/']) {
      const expected = order.findIndex(({ element }) => element === matchRoutes(routes, path)?.at(-1)?.route.element);
      expect(picked(path), path).toBe(`route-${expected}`);
    }
  });

  it('asks for the mailing list page chunk and the chosen language catalogs, none for a redirect', () => {
    const mailings = ranked.findIndex(({ path }) => path === '/stores/mailings');
    const mailingPages = pageChunkOf(ranked[mailings]?.element);
    expect(mailingPages?.catalogs).toBe('all');
    const real: RoutePreloadTable = {
      routes: ranked.map(({ path, element }) => [routePattern(path), pageChunkOf(element)?.load === mailingPages?.load ? 0 : -1]),
      chunks: [{ files: ['/assets/mailing-pages.js', '/assets/era-date-picker.css'], catalogs: true }],
      catalogs: { th: ['/assets/catalogs-th.js'], en: ['/assets/catalogs-en.js'] },
      defaultLanguage: 'th',
    };
    expect(routeFiles(real, '/stores/mailings', null)).toEqual([
      '/assets/mailing-pages.js',
      '/assets/era-date-picker.css',
      '/assets/catalogs-th.js',
    ]);
    expect(routeFiles(real, '/stores/mailings', 'en')).toEqual([
      '/assets/mailing-pages.js',
      '/assets/era-date-picker.css',
      '/assets/catalogs-en.js',
    ]);
    expect(routeFiles(real, '/stores/mailings', 'xx')).toContain('/assets/catalogs-th.js');
    expect(routeFiles(real, '/stores/delivery', null)).toEqual([]);
    expect(routeFiles(real, '/stores/somchai-shop/main', null)).toEqual([]);
  });

  it('is a script that adds one link per file of the opened page the HTML does not ask for', () => {
    const added: Array<{ fetchPriority?: string; rel?: string; as?: string; href?: string }> = [];
    const globals = {
      localStorage: { getItem: () => null },
      location: { pathname: '/stores/address/send/12' },
      document: {
        createElement: () => ({}),
        head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
        // The HTML already asks for one of the files: it is not asked for twice.
        querySelector: (selector: string) => (selector === 'link[href="/in-the-html.js"]' ? {} : null),
      },
    };
    const withCss: RoutePreloadTable = {
      ...table,
      chunks: table.chunks.map(({ files }) => ({ files: [...files, '/in-the-html.js', '/x.css'], catalogs: false })),
    };
    new Function(...Object.keys(globals), routePreloadScript(withCss, 'lang'))(...Object.values(globals));
    const expected = ranked.findIndex(({ path }) => path === '/stores/address/send/:sendAddressId');
    expect(added).toEqual([
      { fetchPriority: 'low', rel: 'modulepreload', href: `route-${expected}` },
      { fetchPriority: 'low', rel: 'preload', as: 'style', href: '/x.css' },
    ]);
  });
});
