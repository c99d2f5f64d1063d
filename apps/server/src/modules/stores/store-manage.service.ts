import { randomUUID } from 'node:crypto';
import { isOnlineShop } from '@songdee/shared/admin/roles';
import { isHiddenDeliveryOption } from '@songdee/shared/reference/delivery.constants';
import { LOGO_MAX_PIXELS, type Store, type StoreInput, type StoreSearchQuery } from '@songdee/shared/store/store.schema';
import { AppError, type FieldIssue } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { FileStore } from '../../lib/files/file-store';
import { processImage } from '../../lib/files/image-processing';
import { type Coded, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { GeoLookup } from '../geo/geo-lookup.repository';
import { paymentOf } from './store-payment';
import type { StoreOptionValues, StoreRow, StoresRepository, StoreValues } from './stores.repository';
import { assertMayOwnStore } from './stores.service';

const LOGO_THUMB_PX = 200;
/** A logo's thumbnail sits beside it: <id>.jpg -> <id>-thumb.jpg; PNG and GIF logos get a PNG thumbnail. */
const logoThumbKey = (key: string) => key.replace(/\.(\w+)$/, (_m, ext: string) => (ext === 'jpg' ? '-thumb.jpg' : '-thumb.png'));

export interface StoreManageDeps {
  repo: StoresRepository;
  geo: GeoLookup;
  files: FileStore;
}

export function createStoreManageService({ repo, geo, files }: StoreManageDeps) {
  /** The store with its options and geography names, as the form and the storefront read it; payment settings for its owner. */
  async function present(row: StoreRow, actor: Actor | null): Promise<Coded<Store>> {
    const [options, names] = await Promise.all([repo.listStoreOptions(row.id), repo.geoNames(row)]);
    return {
      id: row.id,
      uri: row.uri,
      name: row.name,
      displayName: row.name,
      type: row.type as Store['type'],
      phone: row.phone,
      line: row.line,
      detail: row.detail,
      logoImage: row.logoPath ? { originalFilePath: row.logoPath, thumbnailFilePath: row.logoThumbnailPath ?? row.logoPath } : null,
      homeAddress: row.homeAddress,
      village: row.village,
      building: row.building,
      floor: row.floor,
      swine: row.swine,
      alley: row.alley,
      street: row.street,
      provinceId: row.provinceId,
      borderId: row.borderId,
      districtId: row.districtId,
      ...names,
      postcode: row.postcode,
      deliveryOptions: options
        .filter((o) => !isHiddenDeliveryOption(o.deliveryOptionId))
        .map((o) => ({
          deliveryOptionId: o.deliveryOptionId,
          name: text(`reference.deliveryOptions.${o.deliveryOptionId}.name`),
          fee: o.feeSatang,
          licenseNo: o.licenseNo,
          serviceType: o.serviceType,
          codEnabled: o.codEnabled,
          codFee: o.codFeeSatang,
        })),
      payment: actor?.userId === row.ownerUserId ? paymentOf(row) : null,
    };
  }

  /** Form rules beyond the schema: known options only, unique uri, nesting geography, own logo. */
  async function validate(
    actor: Actor,
    input: StoreInput,
    exceptId?: string,
  ): Promise<{ values: StoreValues; options: StoreOptionValues[] }> {
    const active = new Map((await repo.listActiveOptions()).map((o) => [o.id, o]));
    const issues: FieldIssue[] = [];
    input.deliveryOptions.forEach((o, i) => {
      if (!active.has(o.deliveryOptionId) || isHiddenDeliveryOption(o.deliveryOptionId)) {
        issues.push({ path: `deliveryOptions.${i}.deliveryOptionId`, key: 'store.deliveryOptionUnknown' });
      }
    });
    if (input.logo && (!input.logo.startsWith(`logos/${actor.userId}/`) || !(await files.exists(input.logo)))) {
      issues.push({ path: 'logo', key: 'validation.invalid' });
    }
    if (issues.length > 0) throw new AppError('VALIDATION_FAILED', undefined, issues);
    await geo.assertAddress(input);
    if (await repo.isUriTaken(input.uri, exceptId))
      throw new AppError('STORE_URI_TAKEN', undefined, [{ path: 'uri', key: 'errors.STORE_URI_TAKEN' }]);
    const { deliveryOnly, deliveryOptions, logo, promptPayId, bankAccount, ...fields } = input;
    return {
      values: {
        ...fields,
        ...(promptPayId !== undefined ? { promptPayId } : {}),
        ...(bankAccount !== undefined
          ? {
              bankCode: bankAccount?.bankCode ?? null,
              bankAccountNo: bankAccount?.accountNo ?? null,
              bankAccountName: bankAccount?.accountName ?? null,
            }
          : {}),
        // Delivery-only registration keeps a Draft store; the shop form publishes (spec 2 section 4).
        type: deliveryOnly ? 'Draft' : 'Publish',
        ...(logo !== undefined ? { logoPath: logo, logoThumbnailPath: logo ? logoThumbKey(logo) : null } : {}),
      },
      options: deliveryOptions.map((o) => ({
        deliveryOptionId: o.deliveryOptionId,
        feeSatang: o.fee,
        licenseNo: o.licenseNo,
        serviceType: active.get(o.deliveryOptionId)?.serviceType ?? 0,
        codEnabled: o.codEnabled,
        codFeeSatang: o.codFee,
      })),
    };
  }

  /** A store's public page: an online shop only, for its owner too (a Draft store has no shop the public can see). */
  function visible(row: StoreRow | undefined): StoreRow {
    if (!row || !isOnlineShop(row.type)) throw new AppError('STORE_NOT_FOUND');
    return row;
  }

  return {
    present,

    async create(actor: Actor, input: StoreInput): Promise<Coded<Store>> {
      assertMayOwnStore(actor);
      if (await repo.findByOwner(actor.userId)) throw new AppError('STORE_ALREADY_EXISTS');
      const { values, options } = await validate(actor, input);
      const row = await repo.insertStore(actor.userId, values, options).catch((error) => {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      });
      // The unique owner and uri indexes decide races between two saves.
      if (!row) {
        if (await repo.findByOwner(actor.userId)) throw new AppError('STORE_ALREADY_EXISTS');
        throw new AppError('STORE_URI_TAKEN', undefined, [{ path: 'uri', key: 'errors.STORE_URI_TAKEN' }]);
      }
      return present(row, actor);
    },

    async update(actor: Actor, store: StoreRow, input: StoreInput): Promise<Coded<Store>> {
      const { values, options } = await validate(actor, input, store.id);
      const row = await repo.updateStore(store.id, values, options).catch((error) => {
        if (isUniqueViolation(error)) throw new AppError('STORE_URI_TAKEN', undefined, [{ path: 'uri', key: 'errors.STORE_URI_TAKEN' }]);
        throw error;
      });
      if (!row) throw new AppError('STORE_NOT_FOUND');
      return present(row, actor);
    },

    async getByUri(actor: Actor | null, uri: string) {
      return present(visible(await repo.findByUri(uri)), actor);
    },

    async getById(actor: Actor | null, id: string) {
      return present(visible(await repo.findById(id)), actor);
    },

    async getOwn(actor: Actor) {
      const row = await repo.findByOwner(actor.userId);
      if (!row) throw new AppError('STORE_NOT_FOUND');
      return present(row, actor);
    },

    /** A published store's public page data, by uri or id (spec: a store route with no store goes to main). */
    async requirePublished(storeId: string): Promise<StoreRow> {
      return visible(await repo.findById(storeId));
    },

    async search(query: StoreSearchQuery) {
      const { contents: rows, paging } = await repo.searchPublished(query);
      return {
        contents: rows.map((r) => ({
          id: r.id,
          uri: r.uri,
          name: r.name,
          detail: r.detail,
          logoImage: r.logoPath ? { originalFilePath: r.logoPath, thumbnailFilePath: r.logoThumbnailPath ?? r.logoPath } : null,
          provinceName: r.provinceName,
        })),
        paging,
      };
    },

    /** The logo (spec: up to 1200 x 1200 px and 2 MB) and a thumbnail, stored under the uploader. */
    async uploadLogo(actor: Actor, content: Buffer) {
      const image = await processImage(content, { maxPixels: LOGO_MAX_PIXELS, variants: { thumb: LOGO_THUMB_PX } });
      const key = `logos/${actor.userId}/${randomUUID()}.${image.ext}`;
      const thumb = image.variants.thumb;
      if (!thumb) throw new AppError('INTERNAL');
      await files.put(key, image.original);
      await files.put(logoThumbKey(key), thumb.content);
      return { logo: key, originalFilePath: key, thumbnailFilePath: logoThumbKey(key) };
    },
  };
}

export type StoreManageService = ReturnType<typeof createStoreManageService>;
