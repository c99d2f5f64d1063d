import type { ZoneDecisionInput, ZoneSignUpInput, ZoneStaff, ZoneStatus, ZoneUser } from '@songdee/shared/auth/zone.schema';
import type { ListQuery } from '@songdee/shared/common/list.schema';
import type { Language } from '@songdee/shared/constants/app.constants';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/secrets';
import type { Actor } from './actor';
import type { ZoneRepository } from './zone.repository';

type ZoneUserRow = Omit<ZoneUser, 'registeredAt' | 'status'> & { createdAt: Date; status: string | null };

const present = ({ createdAt, status, ...row }: ZoneUserRow): ZoneUser => ({
  ...row,
  registeredAt: createdAt.toISOString(),
  status: (status ?? 'pending') as ZoneStatus,
});

/**
 * Zone sign-up (spec 2 sections 2 and 4): a customer signs up through an outside-deposit officer's link and waits
 * for that officer; the officer (AdminEMS of the outlet) sees their zone users and confirms or rejects each pending
 * one. The user keeps the officer and outlet (`zone`), which the account page shows; sign-in waits for `confirmed`.
 */
export function createZoneService(repo: ZoneRepository, accounts: { mailAccountExists: (email: string) => Promise<void> }) {
  async function requireStaff(id: string): Promise<ZoneStaff> {
    const staff = await repo.findStaff(id);
    if (!staff) throw new AppError('ZONE_STAFF_NOT_FOUND');
    return {
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      phone: staff.phone,
      outlet: { code: staff.outletCode, name: staff.outletName },
    };
  }

  return {
    staff: requireStaff,

    /** A taken e-mail answers like a new one and its owner is mailed (the sign-up forms' policy; docs/decisions/accounts-and-sign-in.md, "accounts"). */
    async signUp(input: ZoneSignUpInput & { lang: Language }): Promise<void> {
      const staff = await requireStaff(input.staffId);
      const user = await repo.insertUser({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phoneNumber,
        lang: input.lang,
        zone: {
          postalCode: staff.outlet.code,
          outletName: staff.outlet.name,
          staff: { id: staff.id, firstName: staff.firstName, lastName: staff.lastName, phone: staff.phone },
        },
        zoneStaffId: staff.id,
        zoneStatus: 'pending',
      });
      if (!user) await accounts.mailAccountExists(input.email);
    },

    /** The officer's own zone users; anyone who is no outside-deposit officer is FORBIDDEN. */
    async list(actor: Actor, query: ListQuery & { status?: ZoneStatus }) {
      if (actor.role !== 'AdminEMS') throw new AppError('FORBIDDEN');
      const page = await repo.list(actor.userId, query);
      return { ...page, contents: page.contents.map(present) };
    },

    async decide(actor: Actor, userId: string, input: ZoneDecisionInput): Promise<ZoneUser> {
      if (actor.role !== 'AdminEMS') throw new AppError('FORBIDDEN');
      const row = await repo.decide(actor.userId, userId, input.decision === 'confirm' ? 'confirmed' : 'rejected');
      if (!row) throw new AppError('NOT_FOUND');
      return present(row);
    },
  };
}

export type ZoneService = ReturnType<typeof createZoneService>;
