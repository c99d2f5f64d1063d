// Build time (vite.config.ts `prerender`) and its tests: the table that lets the HTML ask for the opened page's route
// chunk while the app's own scripts load, rather than after they have run (main.tsx `startLoadingRoute`).
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * What the route script of the HTML reads: the routes in the order the router ranks them (a regular expression of
 * the path and the index of its chunk in `chunks`, -1 for a route without a page chunk: a redirect), each chunk's
 * files (scripts and their CSS, less those the HTML loads anyway), and each language's catalogs, which every page
 * but the landing page loads with its chunk.
 */
export interface RoutePreloadTable {
  routes: Array<[pattern: string, chunk: number]>;
  chunks: Array<{ files: string[]; catalogs: boolean }>;
  catalogs: Record<string, string[]>;
  defaultLanguage: string;
}

/**
 * The files to ask for at `path`: the chunk of the first route that matches, as the router matches it (ranked,
 * case-insensitive), and its language's catalogs. Self-contained: the route script is this function's source.
 */
export function routeFiles(table: RoutePreloadTable, path: string, language: string | null): string[] {
  for (const [pattern, index] of table.routes) {
    if (!new RegExp(pattern, 'i').test(path)) continue;
    const chunk = table.chunks[index];
    if (!chunk) return [];
    const catalogs = table.catalogs[language ?? ''] ?? table.catalogs[table.defaultLanguage] ?? [];
    return chunk.catalogs ? chunk.files.concat(catalogs) : chunk.files;
  }
  return [];
}

/**
 * The route script: adds a modulepreload (a style preload for CSS) for each of the opened page's files the HTML does
 * not already ask for (the server writes a store page's in), at low priority like the app's own scripts, so that the
 * first paint's CSS and fonts go first.
 */
export function routePreloadScript(table: RoutePreloadTable, languageKey: string): string {
  return `(function (table) {
  var language = null;
  try { language = localStorage.getItem(${JSON.stringify(languageKey)}); } catch (e) {}
  (${routeFiles.toString()})(table, location.pathname, language).forEach(function (file) {
    if (document.querySelector('link[href="' + file + '"]')) return;
    var link = document.createElement('link');
    link.fetchPriority = 'low';
    if (/\\.css$/.test(file)) { link.rel = 'preload'; link.as = 'style'; } else link.rel = 'modulepreload';
    link.href = file;
    document.head.appendChild(link);
  });
})(${JSON.stringify(table)});
`;
}

/** A route of the table: its whole path and the element it shows. */
export interface RouteLeaf {
  path: string;
  element: ReactNode;
}

/**
 * Every route that can match, with its whole path, in the order React Router tries them: ranked by its score (static
 * segments 10, dynamic 3, empty 1, plus the segment count, a splat -2), ties in the order they are declared.
 */
export function rankedRoutes(routes: RouteObject[], parent = ''): RouteLeaf[] {
  const leaves = (list: RouteObject[], base: string): RouteLeaf[] =>
    list.flatMap((route) => {
      const path = route.path === undefined ? base : `${base}/${route.path}`.replace(/\/\/+/g, '/');
      const own = route.path !== undefined ? [{ path, element: route.element }] : [];
      return [...(route.children ? leaves(route.children, path) : []), ...own];
    });
  return leaves(routes, parent)
    .map((leaf, order) => ({ leaf, order, score: routeScore(leaf.path) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ leaf }) => leaf);
}

function routeScore(path: string): number {
  const segments = path.split('/');
  const splat = segments.includes('*');
  return segments
    .filter((segment) => segment !== '*')
    .reduce((score, segment) => score + (/^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10), segments.length + (splat ? -2 : 0));
}

/** The regular expression React Router matches a path pattern with (`:param` one segment, `*` the rest). */
export function routePattern(path: string): string {
  const source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+/g, '/[^\\/]+')}`;
  if (!path.endsWith('*')) return `${source}\\/*$`;
  return path === '*' || path === '/*' ? `${source}.*$` : `${source}(?:\\/.+|\\/*)$`;
}
