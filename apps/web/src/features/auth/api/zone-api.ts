import { zoneCalls } from '@songdee/shared/auth/zone.calls';
import type { ZoneDecisionInput, ZoneSignUpInput, ZoneStatus } from '@songdee/shared/auth/zone.schema';
import type { ListQuery } from '@songdee/shared/common/list.schema';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { usePageQuery, useRecordQuery, useRefreshingMutation } from '../../../lib/queries';
import { MINE, queryKeys } from '../../../lib/query-keys';

export type ZoneUsersQuery = ListQuery & { status?: ZoneStatus };

/** Zone sign-up and the officer's decisions (packages/shared auth/zone.schema.ts). */
const zoneApi = {
  staff: (id: string) => callApi(zoneCalls.staff, { params: { id } }),
  /** The same answer whether or not the e-mail has an account (its owner is mailed instead). */
  signUp: (input: ZoneSignUpInput) => callApi(zoneCalls.signUp, { body: input }),
  users: (query: ZoneUsersQuery, signal?: AbortSignal) => callApi(zoneCalls.users, { query, signal }),
  decide: ({ id, ...input }: ZoneDecisionInput & { id: string }) => callApi(zoneCalls.decide, { params: { id }, body: input }),
};

/** The officer a zone sign-up link names; a refusal (no such officer) is the answer, not retried. */
export const useZoneStaff = (id: string) =>
  useRecordQuery(queryKeys.auth.part('public', 'zone-staff', id), id, () => zoneApi.staff(id), { retry: false });

export const useZoneSignUp = () => useMutation({ mutationFn: zoneApi.signUp });

const ZONE_USERS = `${MINE}-zone-users`;

export const useZoneUsers = (query: ZoneUsersQuery) =>
  usePageQuery(queryKeys.auth.list(ZONE_USERS, query), (signal) => zoneApi.users(query, signal));

export const useZoneDecision = () => useRefreshingMutation(zoneApi.decide, queryKeys.auth.scope(ZONE_USERS));
