import type { ShippingListStatusKey } from '@songdee/shared/reference/status-keys';
import {
  HOLIDAYS_MAX_RANGE_DAYS,
  type Holiday,
  type HolidaysQuery,
  type PostJob,
  type PostJobView,
  postJobOpenToBooking,
} from '@songdee/shared/shipping-list/post-job.schema';
import {
  bangkokDay,
  defaultPostJobSlot,
  isFreePickUp,
  nextBookableDay,
  pickUpMinimumBlock,
  postJobDateBlock,
} from '@songdee/shared/shipping-list/post-job-rules';
import { POST_JOB_SLOTS, type PostJobInput } from '@songdee/shared/shipping-list/shipping-list.schema';
import { shippingListActions } from '@songdee/shared/shipping-list/shipping-list-rules';
import { type PostJobClient, PostJobServiceError } from '../../integrations/post-job/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../auth/actor';
import type { PasswordConfirmService } from '../auth/password-confirm.service';
import type { StoresService } from '../stores/stores.service';
import type { PostJobRow, PostJobsRepository, ShippingListRow } from './post-jobs.repository';

export interface PostJobsServiceDeps {
  repo: PostJobsRepository;
  stores: StoresService;
  passwords: PasswordConfirmService;
  client: PostJobClient;
  /** The current time; tests fix it so weekday rules do not depend on the day they run. */
  now?: () => Date;
}

/** How far ahead nextBookableDay looks for holidays (a long Songkran or New Year break fits easily). */
const LOOKAHEAD_DAYS = 60;

const addDays = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const slotTime = (slot: number) => POST_JOB_SLOTS.find((s) => s.id === slot)?.start ?? '';

function listFacts(list: ShippingListRow, job: PostJobRow | null) {
  return {
    statusKey: list.statusKey as ShippingListStatusKey,
    orderCount: list.orderQtyTotal,
    isPaid: list.statusPayment === 'PAID',
    isSentPos: list.sentPosAt !== null,
    confirmedAt: list.confirmedAt,
    postJobStatus: job?.status ?? null,
  };
}

export function createPostJobsService({ repo, stores, passwords, client, now = () => new Date() }: PostJobsServiceDeps) {
  /** The list, if the actor owns its store: unknown is SHIPPING_LIST_NOT_FOUND, another store's FORBIDDEN. */
  async function ownedList(actor: Actor, listId: string) {
    const found = isUuid(listId) ? await repo.findList(listId) : undefined;
    if (!found) throw new AppError('SHIPPING_LIST_NOT_FOUND');
    await stores.assertOwner(actor, found.list.storeId);
    return found;
  }

  /**
   * Refuses a list that may not book now: already answered (a full queue asks for another day), not paid / handed
   * over, or under the free pick-up rule (a paid list's postage and parcels no longer change).
   */
  function assertCanBook(list: ShippingListRow, job: PostJobRow | null, at: Date, prepaidBoxes: number) {
    if (!postJobOpenToBooking(job?.status ?? null)) throw new AppError('POST_JOB_ALREADY_SENT');
    if (!shippingListActions(listFacts(list, job), at).canBookPickUp) throw new AppError('POST_JOB_NOT_ALLOWED');
    const below = pickUpMinimumBlock(list.priceTotalSatang, prepaidBoxes);
    if (below) throw new AppError(below.code, below.params);
  }

  function present(job: PostJobRow, today: string): PostJob {
    const status = job.status === 0 || job.status === 1 || job.status === -1 ? job.status : null;
    return {
      shippingListId: job.shippingListId,
      name: job.name,
      surname: job.surname,
      phone: job.phone,
      address: job.address,
      postcode: job.postcode,
      appointDate: job.appointDate,
      slot: job.slot === 2 ? 2 : 1,
      appointTime: slotTime(job.slot),
      description: job.description,
      status,
      reason: job.reason,
      isOverdue: status === 0 && job.appointDate < today,
      sentDate: job.updatedAt.toISOString(),
    };
  }

  return {
    /** Public holidays from `from` to `to` (default: today in Bangkok to a year later). */
    async holidays(query: HolidaysQuery): Promise<{ contents: Holiday[] }> {
      const from = query.from ?? bangkokDay(now());
      const to = query.to ?? addDays(from, 365);
      if (to < from || to > addDays(from, HOLIDAYS_MAX_RANGE_DAYS)) {
        throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'to', key: 'validation.invalid' }]);
      }
      const rows = await repo.holidaysBetween(from, to);
      return { contents: rows.map((r) => ({ day: r.day, nameTh: r.nameTh, nameEn: r.nameEn })) };
    },

    /** The list's post job for the form, and what the form starts with before anything is booked. */
    async view(actor: Actor, listId: string): Promise<PostJobView> {
      const { list, job } = await ownedList(actor, listId);
      const at = now();
      const today = bangkokDay(at);
      const [user, holidayRows, prepaidBoxes] = await Promise.all([
        repo.findUser(actor.userId),
        repo.holidaysBetween(today, addDays(today, LOOKAHEAD_DAYS)),
        repo.prepaidBoxes(list.id),
      ]);
      const freePickUp = isFreePickUp(list.priceTotalSatang, prepaidBoxes);
      return {
        shippingListId: list.id,
        shippingListCode: list.code,
        canBook: shippingListActions(listFacts(list, job), at).canBookPickUp && freePickUp,
        postageSatang: list.priceTotalSatang,
        prepaidBoxes,
        freePickUp,
        job: job ? present(job, today) : null,
        defaults: {
          email: user?.email ?? actor.email,
          name: user?.firstName ?? '',
          surname: user?.lastName ?? '',
          phone: user?.phone ?? '',
          appointDate: nextBookableDay(at, new Set(holidayRows.map((h) => h.day))),
          slot: defaultPostJobSlot(at),
        },
      };
    },

    /**
     * Books the pick-up: ownership, the list may book, the confirm popup's password, the day, then the
     * pick-up service. Its answer is stored with the job; a REASON is stored too (status stays null, so the
     * seller may correct and try again) and refused as POST_JOB_REJECTED. A service that cannot be reached
     * or answers nonsense stores nothing. The list row stays locked from the last check to the stored
     * answer, so two bookings of one list never both reach the service.
     */
    async createSending(actor: Actor, listId: string, input: PostJobInput, ip: string): Promise<PostJob> {
      const { list, job } = await ownedList(actor, listId);
      const prepaidBoxes = await repo.prepaidBoxes(listId);
      assertCanBook(list, job, now(), prepaidBoxes);
      await passwords.confirm(actor, input.password, ip);
      const at = now();
      const holidaySet = new Set((await repo.isHoliday(input.appointDate)) ? [input.appointDate] : []);
      const block = postJobDateBlock(input.appointDate, at, holidaySet);
      if (block) throw new AppError(block);

      const saved = await repo.transaction(async (tx) => {
        const current = await repo.lockList(tx, listId);
        if (!current) throw new AppError('SHIPPING_LIST_NOT_FOUND');
        assertCanBook(current.list, current.job, now(), prepaidBoxes);
        let booked: Awaited<ReturnType<PostJobClient['createSending']>>;
        try {
          booked = await client.createSending({
            email: actor.email,
            shippingListCode: current.list.code,
            appointDate: input.appointDate,
            slot: input.slot,
            postcode: input.postcode,
            totalCostSatang: current.list.priceTotalSatang,
            totalWeightGrams: current.list.weightTotalGrams,
            itemCount: current.list.orderQtyTotal,
            name: input.name,
            surname: input.surname,
            phone: input.phone,
            address: input.address,
            description: input.description,
          });
        } catch (err) {
          if (err instanceof PostJobServiceError) throw new AppError('POST_JOB_SERVICE_UNAVAILABLE');
          throw err;
        }
        const { answer } = booked;
        return repo.saveJob(tx, {
          shippingListId: listId,
          userId: actor.userId,
          name: input.name,
          surname: input.surname,
          phone: input.phone,
          address: input.address,
          postcode: input.postcode,
          appointDate: input.appointDate,
          slot: input.slot,
          description: input.description,
          status: answer.kind === 'status' ? answer.status : null,
          reason: answer.kind === 'rejected' ? answer.reason : null,
          request: booked.sent,
        });
      });
      if (saved.status === null && saved.reason) throw new AppError('POST_JOB_REJECTED', { reason: saved.reason });
      return present(saved, bangkokDay(now()));
    },
  };
}

export type PostJobsService = ReturnType<typeof createPostJobsService>;
