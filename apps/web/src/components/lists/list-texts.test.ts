import { describe, expect, it } from 'vitest';
import { resources } from '../../app/i18n-resources';
import { LIST_SECTIONS } from './list-texts';

describe('list screen texts', () => {
  it.each(['th', 'en'] as const)('are all in the %s catalogs', (lang) => {
    const catalogs = resources[lang] as unknown as Record<string, Record<string, unknown>>;
    const missing = Object.entries(LIST_SECTIONS).flatMap(([section, texts]) => {
      const [ns, path] = section.split(':') as [string, string];
      const node = path
        .split('.')
        .reduce<Record<string, unknown> | undefined>((at, part) => at?.[part] as Record<string, unknown>, catalogs[ns]);
      return texts.filter((text) => typeof node?.[text] !== 'string').map((text) => `${section}.${text}`);
    });
    expect(missing).toEqual([]);
  });
});
