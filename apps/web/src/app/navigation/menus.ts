import { matrixRoleOf, mayUseArea, type RoleGroup, roleIn } from '@songdee/shared/admin/roles';
import type { UserInfo } from '@songdee/shared/auth/auth.schema';
import type { PostOfficeRole } from '@songdee/shared/constants/app.constants';
import type thCommon from '@songdee/shared/i18n/locales/th/common.json';
import { paths } from './paths';

/** A header link; its label is `common:menu.<key>`. */
interface MenuItem {
  key: keyof (typeof thCommon)['menu'];
  to: string;
}

/** A header dropdown; its label is `common:menuGroup.<key>`. */
export interface MenuGroup {
  key: 'sell' | 'ship' | 'adminReports' | 'adminManage';
  items: MenuItem[];
}

/** The screens whose menu label is named as their path is (`common:menu.news` opens `paths.news`). */
type LabelledPath = keyof typeof paths & MenuItem['key'];
type NamedScreen = { [K in LabelledPath]: (typeof paths)[K] extends string ? K : never }[LabelledPath];

/** Links to screens named as their paths, in the order given. */
const linksTo = (...screens: NamedScreen[]): MenuItem[] => screens.map((key) => ({ key, to: paths[key] }));

type MenuUser = Pick<UserInfo, 'role' | 'storeId' | 'storeUri' | 'storeType' | 'zone'>;

/** The groups of spec 2 section 6 as the server enforces them (`packages/shared/src/admin/roles.ts`). */
const may = (group: RoleGroup, user: MenuUser) => roleIn(group, matrixRoleOf(user));

function sellMenu(user: MenuUser): MenuGroup {
  if (!mayUseArea('sell', user) || !user.storeId || !user.storeUri)
    return { key: 'sell', items: [{ key: 'openStore', to: paths.storeManage }] };
  return {
    key: 'sell',
    items: [
      { key: 'products', to: paths.storeProducts(user.storeUri) },
      { key: 'storeOrders', to: paths.storeOrders },
      { key: 'payments', to: paths.storePayments(user.storeId) },
      { key: 'invoices', to: paths.storeInvoices },
      { key: 'cod', to: paths.storeCod },
      { key: 'picking', to: paths.storePicking(user.storeUri) },
      { key: 'packing', to: paths.storePackingPending(user.storeUri) },
      { key: 'storeReports', to: paths.storeReports(user.storeUri) },
      { key: 'storeSettings', to: `${paths.storeManage}?uri=${encodeURIComponent(user.storeUri)}` },
      { key: 'lineNotify', to: paths.storeLineNotify },
    ],
  };
}

function shipMenu(user: MenuUser): MenuGroup {
  const isZoneUser = user.zone !== null;
  if (!user.storeId && !isZoneUser) {
    return { key: 'ship', items: [{ key: 'startShipping', to: `${paths.storeManage}?deliveryOnly=true` }] };
  }
  const items: MenuItem[] = [
    { key: 'createMailing', to: paths.deliveryManage },
    { key: 'mailings', to: paths.mailings },
    { key: 'printLabels', to: paths.mailingPrints },
    { key: 'mailingHistory', to: paths.mailingHistory },
    { key: 'tracking', to: paths.deliveryTrack },
    { key: 'shippingLists', to: paths.shippingLists },
    { key: 'addressBook', to: paths.addressBook },
  ];
  // Reservation and stock screens are for non-admin users outside a zone (spec 2 section 6).
  if (mayUseArea('reserve', user)) items.push(...linksTo('reserve', 'stockBarcode'));
  return { key: 'ship', items };
}

function adminMenus(user: MenuUser & { role: PostOfficeRole }): MenuGroup[] {
  const groups: MenuGroup[] = [];
  if (may('reportAdmins', user)) {
    // The mailing report, second, for the central admin only.
    const mailingReport = may('centralAdmin', user) ? (['mailingReport'] as const) : [];
    const items = linksTo(
      'adminReport',
      ...mailingReport,
      'storeReport',
      'userReport',
      'reserveReport',
      'payServiceReport',
      'deliverySummary',
      'codReport',
    );
    groups.push({ key: 'adminReports', items });
  }
  const manage: MenuItem[] = [];
  if (may('centralAdmin', user)) {
    manage.push(...linksTo('userManage', 'contactList', 'news', 'landingContent', 'barcodeRanges'));
  }
  // The outside-deposit officer confirms the zone users who signed up through their link.
  if (user.role === 'AdminEMS') manage.push(...linksTo('zoneUsers'));
  if (!user.storeId) manage.push(...linksTo('confirmReserveList'));
  if (manage.length > 0) groups.push({ key: 'adminManage', items: manage });
  return groups;
}

/**
 * The header menus (spec 2 section 6): post-office roles get the admin menus by role; a zone user gets the
 * shipping menu without reservations and stock; a user without a store sees both the sell and the shipping
 * entries; a Publish store sells and ships; a Draft (delivery-only) store ships.
 */
export function menusFor(user: MenuUser | null): MenuGroup[] {
  if (!user) return [];
  if (user.role) return adminMenus({ ...user, role: user.role });
  if (user.zone) return [shipMenu(user)];
  if (!user.storeId) return [sellMenu(user), shipMenu(user)];
  return mayUseArea('sell', user) ? [sellMenu(user), shipMenu(user)] : [shipMenu(user)];
}

/** Account page: post-office users have theirs on the admin site. */
export function accountPathFor(user: Pick<UserInfo, 'role'>): string {
  return user.role ? paths.adminAccountManage : paths.accountManage;
}

/** Password change: post-office users have theirs on the admin site too. */
export function changePasswordPathFor(user: Pick<UserInfo, 'role'>): string {
  return user.role ? paths.thpChangePassword : paths.changePassword;
}

/** The query parameter of /thpsignin naming the post-office page a guest asked for. */
export const RETURN_URL_PARAM = 'returnUrl';

/**
 * A page to come back to after signing in, if it is one of ours: a path on this site (one leading slash, no
 * scheme, no host, no backslash that a browser would read as a slash). Anything else is dropped, so a crafted
 * sign-in link cannot send the user to another site.
 */
export function inAppPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://in-app.invalid');
    return url.origin === 'http://in-app.invalid' ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** /thpsignin remembering the post-office page a guest asked for (the route guard sends guests there). */
export function staffSignInPathFor(requested: string): string {
  return `${paths.thpSignIn}?${new URLSearchParams({ [RETURN_URL_PARAM]: requested })}`;
}

/**
 * Where a user lands after signing in (spec 1 section 6, spec 2 section 6): anyone with a role goes back to the
 * post-office page they asked for (`requestedPage`, an in-app path) or else to the admin site's account page, a zone
 * user straight to the mailing list, everyone else back to the page they were sent to sign in from, or main.
 */
export function landingPathFor(
  user: Pick<UserInfo, 'role' | 'zone'>,
  rememberedPage: string | null,
  requestedPage?: string | null,
): string {
  if (user.role) return inAppPath(requestedPage) ?? paths.adminAccountManage;
  if (user.zone) return paths.mailings;
  return rememberedPage ?? paths.main;
}
