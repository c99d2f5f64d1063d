// Build time (vite.config.ts `prerender`) and its tests: a page whose first screen is whole in its HTML (the landing
// page; a store's main page, which the server renders with its data) starts the app once that screen has loaded.

/** The element listing what the start script adds. */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

/** The page's scripts, as the start script adds them: modules, classic scripts (the route script) and preloads. */
interface AppScripts {
  modules: string[];
  scripts: string[];
  preloads: string[];
}

/** The longest the app waits for its page's pictures. */
const STARTS_AT_THE_LATEST_MS = 3000;
const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD_TAG = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/**
 * The page with its scripts and module preloads taken out of its HTML and listed for the start script (`startScript`,
 * the address of startAppScript's file), which adds them once the page has loaded (its pictures and fonts: `load`)
 * and painted. On a slow line the first screen's pictures then do not share it with the app's scripts, which change
 * nothing on that screen; the app then replaces the page with the same page.
 */
export function startAfterLoad(html: string, startScript: string): string {
  const found: AppScripts = { modules: [], scripts: [], preloads: [] };
  const page = html
    .replace(MODULE_PRELOAD_TAG, (_, href: string) => {
      found.preloads.push(href);
      return '';
    })
    .replace(SCRIPT_TAG, (tag, src: string) => {
      (/\btype="module"/.test(tag) ? found.modules : found.scripts).push(src);
      return '';
    });
  const list = `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${JSON.stringify(found)}</script>`;
  return page.replace('</head>', `${list}\n    <script async src="${startScript}"></script>\n  </head>`);
}

/**
 * The start script: adds the listed scripts one frame after `load` (or after `STARTS_AT_THE_LATEST_MS` when a picture
 * is slow to come). Self-contained: the build writes this source as a file (the pages' Content-Security-Policy
 * allows no inline script).
 */
export function startAppScript(): string {
  return `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var scripts = JSON.parse(document.getElementById(${JSON.stringify(APP_SCRIPTS_ELEMENT_ID)}).textContent);
    function add(tag, attributes) {
      var element = document.createElement(tag);
      for (var name in attributes) element[name] = attributes[name];
      document.head.appendChild(element);
    }
    scripts.preloads.forEach(function (href) { add('link', { rel: 'modulepreload', crossOrigin: '', href: href }); });
    scripts.scripts.forEach(function (src) { add('script', { async: true, src: src }); });
    scripts.modules.forEach(function (src) { add('script', { type: 'module', crossOrigin: '', src: src }); });
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  setTimeout(start, ${STARTS_AT_THE_LATEST_MS});
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
})();
`;
}
