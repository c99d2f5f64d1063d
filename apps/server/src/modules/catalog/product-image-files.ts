import { randomUUID } from 'node:crypto';
import { FEATURED_IMAGE_PX, THUMBNAIL_IMAGE_PX } from '@songdee/shared/product/product.schema';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../lib/files/file-store';
import { processImage } from '../../lib/files/image-processing';

/**
 * A product image into the file store: the re-encoded original, an 800 px featured and a 200 px thumbnail version,
 * under `products/<store id>/<image id>`. Answers the image's id and keys for its product_images row. Used by the
 * seller's upload and by the demo seed, so demo photos go through the same checks and sizes.
 */
export async function saveProductImageFiles(files: FileStore, storeId: string, content: Buffer) {
  const image = await processImage(content, { variants: { featured: FEATURED_IMAGE_PX, thumb: THUMBNAIL_IMAGE_PX } });
  const id = randomUUID();
  const featured = image.variants.featured;
  const thumb = image.variants.thumb;
  if (!featured || !thumb) throw new AppError('INTERNAL');
  const base = `products/${storeId}/${id}`;
  const keys = { original: `${base}.${image.ext}`, featured: `${base}-featured.${featured.ext}`, thumb: `${base}-thumb.${thumb.ext}` };
  await Promise.all([
    files.put(keys.original, image.original),
    files.put(keys.featured, featured.content),
    files.put(keys.thumb, thumb.content),
  ]);
  return { id, storeId, originalPath: keys.original, featuredPath: keys.featured, thumbnailPath: keys.thumb };
}
