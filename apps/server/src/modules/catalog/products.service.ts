import { isOnlineShop } from '@songdee/shared/admin/roles';
import type { Product, ProductCategory, ProductInput, ProductListQuery } from '@songdee/shared/product/product.schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { FileStore } from '../../lib/files/file-store';
import { type Coded, names } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { StoreManageService } from '../stores/store-manage.service';
import type { StoresService } from '../stores/stores.service';
import type { CatalogRepository, ImageRow } from './catalog.repository';
import { saveProductImageFiles } from './product-image-files';

type ProductRowWithNames = NonNullable<Awaited<ReturnType<CatalogRepository['findProduct']>>>;

export interface ProductsDeps {
  repo: CatalogRepository;
  stores: StoresService;
  storeManage: StoreManageService;
  files: FileStore;
}

const presentImage = (img: ImageRow) => ({
  id: img.id,
  originalFilePath: img.originalPath,
  featuredFilePath: img.featuredPath,
  thumbnailFilePath: img.thumbnailPath,
});

export function createProductsService({ repo, stores, storeManage, files }: ProductsDeps) {
  async function present(rows: ProductRowWithNames[]): Promise<Coded<Product>[]> {
    const images = await repo.imagesOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      storeId: r.storeId,
      name: r.name,
      description: r.description,
      price: r.priceSatang,
      barcode: r.barcode,
      productCategory: { id: r.categoryId, name: names(r.categoryName, r.categoryNameEn) },
      productImages: images.filter((i) => i.productId === r.id).map(presentImage),
      storeUri: r.storeUri,
      storeName: r.storeName,
    }));
  }

  const removeFiles = (images: ImageRow[]) =>
    Promise.all(images.flatMap((i) => [i.originalPath, i.featuredPath, i.thumbnailPath]).map((key) => files.delete(key)));

  /** The owner sees their own store's products whatever its type; everyone else only a published store's. */
  async function assertReadable(actor: Actor | null, storeId: string) {
    if (actor) {
      const owned = await stores.assertOwner(actor, storeId).catch(() => undefined);
      if (owned) return;
    }
    await storeManage.requirePublished(storeId);
  }

  /** The owner's products are edited only in an online shop: a Draft (delivery-only) store has no shop to sell in. */
  async function assertOwnShop(actor: Actor, storeId: string) {
    const store = await stores.assertOwner(actor, storeId);
    if (!isOnlineShop(store.type)) throw new AppError('STORE_NOT_PUBLISHED');
  }

  async function validate(input: ProductInput) {
    if (!(await repo.categoryExists(input.categoryId))) {
      throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'categoryId', key: 'validation.required' }]);
    }
  }

  return {
    async listCategories(): Promise<Coded<ProductCategory>[]> {
      return (await repo.listCategories()).map((c) => ({ id: c.id, name: names(c.name, c.nameEn) }));
    },

    /** Public product list and search (published stores only), 8 per page. */
    async listPublic(query: ProductListQuery) {
      const { contents: rows, paging } = await repo.listProducts({ ...query, publishedOnly: true });
      return { contents: await present(rows), paging };
    },

    async listStore(actor: Actor | null, storeId: string, query: ProductListQuery) {
      await assertReadable(actor, storeId);
      const { contents: rows, paging } = await repo.listProducts({ ...query, storeId, storeUri: undefined, publishedOnly: false });
      return { contents: await present(rows), paging };
    },

    async get(actor: Actor | null, storeId: string, id: string): Promise<Coded<Product>> {
      await assertReadable(actor, storeId);
      const row = await repo.findProduct(storeId, id);
      if (!row) throw new AppError('PRODUCT_NOT_FOUND');
      return (await present([row]))[0] as Product;
    },

    async save(actor: Actor, storeId: string, id: string | undefined, input: ProductInput): Promise<Coded<Product>> {
      await assertOwnShop(actor, storeId);
      await validate(input);
      const attachable = await repo.attachableImages(storeId, id, input.imageIds);
      const missing = input.imageIds.findIndex((imageId) => !attachable.includes(imageId));
      if (missing >= 0) throw new AppError('VALIDATION_FAILED', undefined, [{ path: `imageIds.${missing}`, key: 'validation.invalid' }]);
      const { name, description, price, categoryId, barcode } = input;
      const saved = await repo
        .saveProduct(storeId, id, { name, description, priceSatang: price, categoryId, barcode }, input.imageIds)
        .catch((error) => {
          // The store's unique (store, barcode) index decides, so two saves at once cannot give one code to two products.
          if (isUniqueViolation(error))
            throw new AppError('PRODUCT_BARCODE_TAKEN', undefined, [{ path: 'barcode', key: 'errors.PRODUCT_BARCODE_TAKEN' }]);
          throw error;
        });
      if (!saved) throw new AppError('PRODUCT_NOT_FOUND');
      await removeFiles(saved.removed);
      return this.get(actor, storeId, saved.id);
    },

    async delete(actor: Actor, storeId: string, id: string) {
      await stores.assertOwner(actor, storeId);
      const images = await repo.deleteProduct(storeId, id);
      if (!images) throw new AppError('PRODUCT_NOT_FOUND');
      await removeFiles(images);
    },

    /**
     * An uploaded image: the re-encoded original, an 800 px featured and a 200 px thumbnail. The upload is read only
     * after the ownership check, so a stranger cannot make the server take in 2 MB.
     */
    async uploadImage(actor: Actor, storeId: string, readContent: () => Promise<Buffer>) {
      await assertOwnShop(actor, storeId);
      const row = await repo.insertImage(await saveProductImageFiles(files, storeId, await readContent()));
      if (!row) throw new AppError('INTERNAL');
      return presentImage(row);
    },

    async deleteImage(actor: Actor, storeId: string, imageId: string) {
      await stores.assertOwner(actor, storeId);
      const row = await repo.deleteImage(storeId, imageId);
      if (!row) throw new AppError('NOT_FOUND');
      await removeFiles([row]);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
