import { mayUseArea } from '@songdee/shared/admin/roles';
import type { UserInfo } from '@songdee/shared/auth/auth.schema';
import { describe, expect, it } from 'vitest';
import { inAppPath, landingPathFor, menusFor, staffSignInPathFor } from './menus';
import { paths } from './paths';

type MenuUser = Pick<UserInfo, 'role' | 'storeId' | 'storeUri' | 'storeType' | 'zone'>;

const noStore: MenuUser = { role: null, storeId: null, storeUri: null, storeType: null, zone: null };
const publishStore: MenuUser = {
  ...noStore,
  storeId: '0b7f7d0e-8a43-4c52-9e0c-7d1c1b0e2f11',
  storeUri: 'somchai-shop',
  storeType: 'Publish',
};
const draftStore: MenuUser = { ...publishStore, storeUri: 'somsri', storeType: 'Draft' };
const zone: UserInfo['zone'] = { postalCode: '10110', outletName: 'ปณ. คลองเตย', staff: null };

const groupKeys = (user: MenuUser | null) => menusFor(user).map((g) => g.key);
const visibleKeys = (user: MenuUser) => menusFor(user).flatMap((g) => g.items.map((i) => i.key));

describe('menusFor: who sees what', () => {
  const users = [noStore, publishStore, draftStore, { ...noStore, role: 'Admin' as const }, { ...noStore, role: 'AdminStaff' as const }];

  it('never shows an empty group', () => {
    for (const user of users) {
      for (const group of menusFor(user)) expect(group.items.length).toBeGreaterThan(0);
    }
    expect(visibleKeys({ ...noStore, role: 'Admin' })).toEqual(
      expect.arrayContaining(['userManage', 'contactList', 'news', 'landingContent']),
    );
    expect(visibleKeys(publishStore)).toContain('storeReports');
    expect(visibleKeys(draftStore)).toContain('shippingLists');
  });

  it('shows the reservation and stock screens to non-admin users outside a zone, and the confirm list to admins', () => {
    expect(visibleKeys(draftStore)).toEqual(expect.arrayContaining(['reserve', 'stockBarcode']));
    expect(visibleKeys(publishStore)).toEqual(expect.arrayContaining(['reserve', 'stockBarcode']));
    expect(menusFor({ ...draftStore, zone }).flatMap((g) => g.items.map((i) => i.key))).not.toContain('reserve');
    expect(visibleKeys({ ...noStore, role: 'AdminStaff' })).toEqual(['confirmReserveList']);
    expect(visibleKeys({ ...noStore, role: 'Admin' })).toContain('confirmReserveList');
  });
});

describe('menusFor (the spec menus)', () => {
  it('shows no menus to visitors', () => {
    expect(groupKeys(null)).toEqual([]);
  });

  it('offers both the sell and the shipping menus to a user without a store', () => {
    expect(groupKeys(noStore)).toEqual(['sell', 'ship']);
    expect(visibleKeys(noStore)).toEqual(['openStore', 'startShipping']);
  });

  it('gives a Publish store the sell menu, with store links built from its uri', () => {
    expect(groupKeys(publishStore)).toEqual(['sell', 'ship']);
    const sell = menusFor(publishStore)[0]!;
    expect(sell.items.find((i) => i.key === 'products')?.to).toBe('/stores/somchai-shop/products');
  });

  it('gives a Draft (delivery-only) store the shipping menu only', () => {
    expect(groupKeys(draftStore)).toEqual(['ship']);
    expect(visibleKeys(draftStore)).toContain('reserve');
  });

  it('hides reservations and stock from zone users', () => {
    const keys = visibleKeys({ ...draftStore, zone });
    expect(keys).toContain('mailings');
    expect(keys).not.toContain('reserve');
    expect(keys).not.toContain('stockBarcode');
  });

  it('gives the central admin the reports and every admin-only menu', () => {
    const keys = visibleKeys({ ...noStore, role: 'Admin' });
    expect(groupKeys({ ...noStore, role: 'Admin' })).toEqual(['adminReports', 'adminManage']);
    expect(keys).toEqual(
      expect.arrayContaining(['news', 'userManage', 'contactList', 'mailingReport', 'confirmReserveList', 'barcodeRanges']),
    );
  });

  it('gives the central admin the outlet admins’ reports with the mailing report second, each opening the screen of its name', () => {
    const reports = (role: 'Admin' | 'AdminOutlet') => menusFor({ ...noStore, role }).find((g) => g.key === 'adminReports')?.items ?? [];
    const [first, ...rest] = reports('AdminOutlet').map((i) => i.key);
    expect(rest).toHaveLength(6);
    expect(reports('Admin').map((i) => i.key)).toEqual([first, 'mailingReport', ...rest]);
    for (const item of reports('Admin')) expect(item.to).toBe(paths[item.key as keyof typeof paths]);
  });

  it('gives outlet admins reports and the confirm list, never the central-admin menus', () => {
    const keys = visibleKeys({ ...noStore, role: 'AdminOutlet' });
    expect(keys).toContain('adminReport');
    expect(keys).toContain('confirmReserveList');
    for (const centralOnly of ['news', 'userManage', 'contactList', 'landingContent', 'mailingReport', 'barcodeRanges'])
      expect(keys).not.toContain(centralOnly);
  });

  it('gives post-office staff no sell or shipping menus', () => {
    for (const role of ['Admin', 'AdminOutlet', 'AdminStaff', 'AdminEMS'] as const) {
      expect(groupKeys({ ...noStore, role })).not.toContain('sell');
      expect(groupKeys({ ...noStore, role })).not.toContain('ship');
    }
    // The outside-deposit officer also confirms the zone users who signed up through their link.
    expect(visibleKeys({ ...noStore, role: 'AdminEMS' })).toEqual(['zoneUsers', 'confirmReserveList']);
  });

  it('leaves outlet staff with the reservation confirmation only', () => {
    expect(visibleKeys({ ...noStore, role: 'AdminStaff' })).toEqual(['confirmReserveList']);
  });
});

describe('landingPathFor', () => {
  it('sends anyone with a role to the admin site', () => {
    expect(landingPathFor({ role: 'AdminEMS', zone: null }, '/orders')).toBe('/thp-account-manage');
  });

  it('sends a zone user to the mailing list', () => {
    expect(landingPathFor({ role: null, zone }, null)).toBe('/stores/mailings');
  });

  it('sends others back to the page they came from, else main', () => {
    expect(landingPathFor({ role: null, zone: null }, '/account-manage')).toBe('/account-manage');
    expect(landingPathFor({ role: null, zone: null }, null)).toBe('/');
  });
});

describe('post-office pages bring a guest back after the staff sign-in', () => {
  const admin = { role: 'Admin' as const, zone: null };

  it('lands staff on the in-app page they asked for, else on their account', () => {
    expect(landingPathFor(admin, null, '/thpreport')).toBe('/thpreport');
    expect(landingPathFor(admin, null, '/confirmreserve/abc?tab=1')).toBe('/confirmreserve/abc?tab=1');
    expect(landingPathFor(admin, '/stores/busket', null)).toBe('/thp-account-manage');
    expect(landingPathFor({ role: null, zone: null }, '/orders', '/thpreport')).toBe('/orders');
  });

  it('drops anything that is not a path on this site', () => {
    for (const crafted of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'thpreport', '/a b', '']) {
      expect(inAppPath(crafted), crafted).toBeNull();
      expect(landingPathFor(admin, null, crafted)).toBe('/thp-account-manage');
    }
  });

  it('names the page asked for on the staff sign-in', () => {
    expect(staffSignInPathFor('/thpreport?x=1')).toBe('/thpsignin?returnUrl=%2Fthpreport%3Fx%3D1');
  });
});

describe('one rule for the menus, the route guards and the API: mayUseArea', () => {
  const zoneUser: MenuUser = { ...draftStore, zone };
  const admin: MenuUser = { ...noStore, role: 'Admin' };

  it('offers the sell screens only to a seller with an online shop, never a Draft store’s owner', () => {
    expect(mayUseArea('sell', publishStore)).toBe(true);
    for (const user of [draftStore, noStore, zoneUser, admin]) expect(mayUseArea('sell', user)).toBe(false);
    expect(visibleKeys(draftStore)).not.toContain('products');
  });

  it('keeps reservations and stock from zone users and staff, menu and guard alike', () => {
    expect(mayUseArea('reserve', zoneUser)).toBe(false);
    expect(visibleKeys(zoneUser)).not.toContain('reserve');
    expect(mayUseArea('reserve', admin)).toBe(false);
    expect(mayUseArea('reserve', draftStore)).toBe(true);
    expect(visibleKeys(draftStore)).toContain('reserve');
  });

  it('keeps the store form from post-office staff, whom the API refuses a store', () => {
    expect(mayUseArea('openStore', admin)).toBe(false);
    expect(visibleKeys(admin)).not.toContain('openStore');
    for (const user of [noStore, draftStore, publishStore]) expect(mayUseArea('openStore', user)).toBe(true);
  });
});
