import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { isTranslationKey, messageText, statusName } from '../lib/i18n-keys';
import { initI18n, loadCatalogs, NAMESPACES } from './i18n';
import { resources } from './i18n-resources';

/**
 * Keys are checked by the compiler (`i18next.d.ts`): `tsc -p apps/web` compiles this file, and each
 * `@ts-expect-error` below fails the build if its key ever became valid. Together with the shared
 * catalogs test (English has exactly the Thai keys), every literal key the app uses exists in both languages.
 */
function compileTimeChecks(t: TFunction) {
  t('mailingUi:manage.title');
  t('actions.save'); // `common` is the default namespace
  t('mailingUi:manage.summary', { count: 1, maximum: 100 });
  // @ts-expect-error a misspelt key
  t('mailingUi:manage.titel');
  // @ts-expect-error an unknown namespace
  t('mailingUx:manage.title');
  // @ts-expect-error another namespace's key without its prefix
  t('manage.title');
  // @ts-expect-error a status of the wrong kind
  statusName(t, 'parcel', 'DELIVERED');
}

describe('translation keys known only at run time', () => {
  it('are checked against the catalogs before use', async () => {
    globalThis.document ??= { documentElement: {} } as Document;
    await initI18n();
    await loadCatalogs();
    expect(compileTimeChecks).toBeTypeOf('function');
    expect(isTranslationKey('mailing:weightRequired')).toBe(true);
    expect(isTranslationKey('mailing:weightRequried')).toBe(false);
    // Schema messages use a dot after the namespace; a server message is shown as it came.
    expect(messageText(i18next.t, 'mailing.weightRequired')).toBe('กรุณาระบุน้ำหนัก');
    expect(messageText(i18next.t, 'ส่งไม่ได้')).toBe('ส่งไม่ได้');
    expect(statusName(i18next.t, 'order', 'DELIVERED')).toBe(i18next.t('reference:statuses.order.DELIVERED'));
    expect(statusName(i18next.t, 'order', 'NOT_A_STATUS')).toBe('NOT_A_STATUS');
  });
});

describe('the catalogs loaded at run time', () => {
  it('are the typed catalogs, every namespace in both languages', async () => {
    globalThis.document ??= { documentElement: {} } as Document;
    await initI18n();
    await loadCatalogs('en');
    for (const lng of ['th', 'en'] as const) {
      for (const ns of NAMESPACES) expect(i18next.getResourceBundle(lng, ns), `${lng}/${ns}`).toEqual(resources[lng][ns]);
    }
  });
});
