import { idempotencyHeaders, noContentResponse, storeRecordCalls } from '../common/call';
import { storeParamsSchema, storeRecordParamsSchema } from '../common/params.schema';
import { productCategorySchema, productImageSchema, productInputSchema, productListQuerySchema, productSchema } from './product.schema';

const { call, base, record } = storeRecordCalls(['Products'], '/api/stores/:storeId/products', 'productId');

/** Product categories, the public product lists, and a store's products and their images (store owner writes). */
export const productCalls = {
  categories: call.rows('/api/productCategories', productCategorySchema),
  listPublic: call.page('/api/products', productSchema, {
    description: 'Products of published stores: search (searchString), by category, store id or uri; 8 per page. Prices in satang.',
    querystring: productListQuerySchema,
  }),
  listStore: call.page(base, productSchema, {
    description: 'A store’s products (published store, or the owner’s own), 8 per page.',
    params: storeParamsSchema,
    querystring: productListQuerySchema,
  }),
  get: call.record('GET', record, { 200: productSchema }),
  create: call.store('POST', base, { 201: productSchema }, { body: productInputSchema }),
  update: call.record('PUT', record, { 200: productSchema }, { body: productInputSchema }),
  remove: call.record('DELETE', record, noContentResponse),
  uploadImage: call.store(
    'POST',
    '/api/stores/:storeId/images',
    { 201: productImageSchema },
    {
      description:
        'Uploads a product image (multipart field "file"): JPEG, PNG, GIF or BMP by content, at most 2 MB. Stored with 800 px featured and 200 px thumbnail versions; attach it by id in the product form.',
      headers: idempotencyHeaders,
    },
  ),
  removeImage: call.record('DELETE', '/api/stores/:storeId/images/:imageId', noContentResponse, {
    params: storeRecordParamsSchema('imageId'),
  }),
};
