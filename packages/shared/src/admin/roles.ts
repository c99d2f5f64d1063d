import { POST_OFFICE_ROLES, type PostOfficeRole } from '../constants/app.constants';

/**
 * The roles of the role matrix (spec 2 section 6), as the server tells them apart:
 * - guest: not signed in;
 * - buyer: signed in, no store, no zone, no post-office role;
 * - seller: signed in with a store (Publish or Draft), no zone, no post-office role;
 * - zoneUser: a user who signed up through an outlet zone (`/signup-zone`): goes straight to the mailing list;
 * - Admin (central, post office code 000000), AdminOutlet, AdminStaff, AdminEMS: post-office users, never with a store.
 */
export const MATRIX_ROLES = ['guest', 'buyer', 'seller', 'zoneUser', ...POST_OFFICE_ROLES] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/**
 * The groups spec 2 section 6 names, each the roles it allows (AdminStaff and AdminEMS, where the spec is silent: the
 * reservation confirm list and their own account only).
 */
export const ROLE_GROUPS = {
  everyone: MATRIX_ROLES,
  signedIn: ['buyer', 'seller', 'zoneUser', ...POST_OFFICE_ROLES],
  /** "Central admin only: news, user and rights management, outlet data" (and the landing content). */
  centralAdmin: ['Admin'],
  /** "Central and outlet admins: reports". */
  reportAdmins: ['Admin', 'AdminOutlet'],
  /** "Any admin without a store: reservation confirm list" (post-office users never have a store). */
  anyAdmin: POST_OFFICE_ROLES,
  /** "Regular users with a store": labels, shipping lists, history, tracking, address books, store pages. */
  storeUsers: ['seller', 'zoneUser'],
  /** Users who may be given a store (a Draft one when they open a shipping page): never a post-office user. */
  storeCandidates: ['buyer', 'seller', 'zoneUser'],
  /** "Reservation and stock screens: shown to non-admin users outside a zone". */
  reserveUsers: ['buyer', 'seller'],
  /** A user with a Zone goes straight to the mailing list. */
  zoneUsers: ['zoneUser'],
  /** The outside-deposit officers, who confirm the zone users who signed up through their link. */
  zoneOfficers: ['AdminEMS'],
} as const satisfies Record<string, readonly MatrixRole[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

/** Whether `role` belongs to `group`. */
export const roleIn = (group: RoleGroup, role: MatrixRole): boolean => (ROLE_GROUPS[group] as readonly MatrixRole[]).includes(role);

/** The matrix role of a signed-in user as `UserInfo` describes them (the web's menus; the server decides the same way). */
export function matrixRoleOf(user: { role: PostOfficeRole | null; storeId: string | null; zone: unknown } | null): MatrixRole {
  if (!user) return 'guest';
  if (user.role) return user.role;
  if (user.zone) return 'zoneUser';
  return user.storeId ? 'seller' : 'buyer';
}

/** A store the public can see and buy from: a Publish store (a Draft store is delivery-only, spec 2 section 4). */
export const isOnlineShop = (storeType: string | null | undefined): boolean => storeType === 'Publish';

/**
 * A signed-in user's own areas (spec 2 section 6), as one rule: the web's menus show them, its route guards let
 * through and the API allows exactly these.
 * - openStore: the store form (open an online shop, or start shipping): never a post-office user;
 * - sell: the sell screens and product editor: a seller whose store is an online shop (a Draft store's owner is
 *   asked to open one);
 * - reserve: reservations and barcode stock: non-admin users outside a zone.
 */
export type UserArea = 'openStore' | 'sell' | 'reserve';

export function mayUseArea(
  area: UserArea,
  user: { role: PostOfficeRole | null; storeId: string | null; storeType: string | null; zone: unknown } | null,
): boolean {
  const role = matrixRoleOf(user);
  if (area === 'openStore') return roleIn('storeCandidates', role);
  if (area === 'reserve') return roleIn('reserveUsers', role);
  return role === 'seller' && isOnlineShop(user?.storeType);
}
