import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyChunk, lazyPage, pageChunkOf, startLoadingPageOf } from './lazy-page';

const Page = ({ text }: { text: string }) => createElement('p', null, text);
const renderIn = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, element));

describe('lazyPage', () => {
  it('renders a page whose chunk has loaded at once, without suspending (React would hold it back 300 ms)', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { Page };
    };
    const LazyPage = lazyPage(load, 'Page', 'atStart');
    startLoadingPageOf(createElement(LazyPage, { text: 'the list' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = renderIn(createElement(LazyPage, { text: 'the list' }));
    expect(html).toContain('<p>the list</p>');
    expect(html).not.toContain('loading');
    expect(loads).toBe(1);
  });

  it('suspends a page whose chunk has not been asked for yet', () => {
    const LazyPage = lazyPage(async () => ({ Page }), 'Page', 'atStart');
    const html = renderIn(createElement(LazyPage, { text: 'the list' }));
    expect(html).toContain('<p>loading</p>');
    expect(html).not.toContain('the list');
  });
});

describe('lazyChunk', () => {
  it('names each page of a chunk once: the same lazy page every time, loaded from that chunk', () => {
    const Other = () => createElement('p', null, 'other');
    const load = async () => ({ Page, Other });
    const chunk = lazyChunk(load);
    expect(chunk.Page).toBe(chunk.Page);
    expect(chunk.Page).not.toBe(chunk.Other);
    expect(pageChunkOf(createElement(chunk.Other))).toMatchObject({ load, catalogs: 'all' });
  });
});
