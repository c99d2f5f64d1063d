import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ELEMENT_ID, startAfterLoad, startAppScript } from './start-after-load';

const page = `<html><head>
    <script async src="/assets/route-preload-1.js"></script>
    <title>t</title>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-2.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
    <script type="application/json" id="first-data">{}</script>
  </head><body><div id="root"></div></body></html>`;

describe('a page that starts the app once it has loaded', () => {
  const started = startAfterLoad(page, '/assets/start-app-5.js');

  it('lists its scripts and module preloads for the start script, and keeps everything else', () => {
    expect(started).not.toMatch(/<script[^>]*\bsrc="\/assets\/(index|route-preload)/);
    expect(started).not.toContain('modulepreload');
    const list = new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">(.*?)</script>`).exec(started)?.[1];
    expect(JSON.parse(list ?? '')).toEqual({
      modules: ['/assets/index-2.js'],
      scripts: ['/assets/route-preload-1.js'],
      preloads: ['/assets/react-3.js'],
    });
    expect(started).toContain('<script async src="/assets/start-app-5.js"></script>');
    expect(started).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
    expect(started).toContain('<script type="application/json" id="first-data">{}</script>');
  });

  /** The start script run against a stand-in document: what it adds, and when. */
  function run(readyState: 'loading' | 'complete') {
    const added: Array<Record<string, unknown>> = [];
    const listeners: Record<string, () => void> = {};
    const frames: Array<() => void> = [];
    const timers: Array<[() => void, number]> = [];
    const list = new RegExp(`id="${APP_SCRIPTS_ELEMENT_ID}">(.*?)</script>`).exec(started)?.[1];
    runInNewContext(startAppScript(), {
      document: {
        readyState,
        getElementById: (id: string) => (id === APP_SCRIPTS_ELEMENT_ID ? { textContent: list } : null),
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: Record<string, unknown>) => added.push({ ...element }) },
      },
      addEventListener: (name: string, listener: () => void) => {
        listeners[name] = listener;
      },
      requestAnimationFrame: (frame: () => void) => frames.push(frame),
      setTimeout: (callback: () => void, ms: number) => timers.push([callback, ms]),
    });
    return { added, listeners, frames, timers };
  }

  it('adds the preloads, the route script and the app one frame after the page has loaded, once', () => {
    const { added, listeners, frames, timers } = run('loading');
    expect(added).toEqual([]);
    listeners.load?.();
    expect(added).toEqual([]);
    frames.shift()?.();
    const afterFrame = timers.find(([, ms]) => ms === 0);
    afterFrame?.[0]();
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-3.js' },
      { tag: 'script', async: true, src: '/assets/route-preload-1.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-2.js' },
    ]);
    // The latest start, when a picture is slow, adds nothing more once started.
    const latest = timers.find(([, ms]) => ms > 0);
    expect(latest?.[1]).toBe(3000);
    latest?.[0]();
    expect(added).toHaveLength(3);
  });

  it('starts without waiting for a load that has already happened, or at the latest after 3 s', () => {
    const loaded = run('complete');
    loaded.frames.shift()?.();
    loaded.timers.find(([, ms]) => ms === 0)?.[0]();
    expect(loaded.added).toHaveLength(3);

    const slow = run('loading');
    slow.timers.find(([, ms]) => ms === 3000)?.[0]();
    expect(slow.added).toHaveLength(3);
  });
});
