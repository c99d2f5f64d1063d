import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../app-error';
import { decodeBmp } from './bmp-decoder';

/** Image formats the spec accepts (.jpeg .jpg .bmp .gif .png), recognised by content, never by name. */
const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/bmp']);

type StoredExt = 'jpg' | 'png' | 'gif' | 'pdf';

export interface SniffedFile {
  mime: string;
  kind: 'image' | 'pdf';
}

/** What the bytes are; undefined when neither an accepted image nor a PDF. */
export async function sniffFile(content: Buffer): Promise<SniffedFile | undefined> {
  const type = await fileTypeFromBuffer(content);
  if (!type) return undefined;
  if (IMAGE_MIMES.has(type.mime)) return { mime: type.mime, kind: 'image' };
  if (type.mime === 'application/pdf') return { mime: type.mime, kind: 'pdf' };
  return undefined;
}

/**
 * The largest image any upload may be, read from its header before a pixel is decoded: 8,000 px a side and 40
 * megapixels (a phone photo is about 12). A small file claiming more is a decompression bomb (a 249 KB PNG of
 * 16,000 x 16,000 took 150 MB and 1.5 s to decode); sharp's own input limit is set to the same as a second guard.
 */
const MAX_IMAGE_SIDE = 8_000;
const MAX_INPUT_PIXELS = 40_000_000;

function openImage(content: Buffer, mime: string): Sharp {
  if (mime === 'image/bmp') {
    const raw = decodeBmp(content);
    if (!raw) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
    return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  }
  // failOn 'error': a truncated or corrupt file is refused instead of half-decoded.
  return sharp(content, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
}

export interface ProcessedImage {
  width: number;
  height: number;
  ext: Exclude<StoredExt, 'pdf'>;
  original: Buffer;
  /** Derived versions by name (featured, thumb), fitted inside their box and never enlarged. */
  variants: Record<string, { ext: 'jpg' | 'png'; content: Buffer }>;
}

/**
 * Checks an upload is an accepted image by its content, optionally within a pixel box, and re-encodes
 * it: the original loses its metadata (EXIF can carry GPS) and BMP becomes PNG; variants are JPEG for
 * photos and PNG where transparency may matter.
 */
export async function processImage(
  content: Buffer,
  options: { maxPixels?: number; variants?: Record<string, number> } = {},
): Promise<ProcessedImage> {
  const type = await sniffFile(content);
  if (type?.kind !== 'image') throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  let width: number;
  let height: number;
  try {
    // The header alone (sharp's metadata decodes no pixels; a BMP's header is read before its rows).
    const meta = type.mime === 'image/bmp' ? bmpSize(content) : await sharp(content).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  }
  if (!width || !height) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new AppError('IMAGE_DIMENSIONS_TOO_LARGE', { maxPx: MAX_IMAGE_SIDE, width, height });
  }
  // Within the sides but over the pixel count (7,000 x 7,000 is 49 megapixels): said as the limit it broke.
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError('IMAGE_PIXELS_TOO_MANY', { maxMegapixels: MAX_INPUT_PIXELS / 1_000_000, width, height });
  }
  if (options.maxPixels && (width > options.maxPixels || height > options.maxPixels)) {
    throw new AppError('IMAGE_DIMENSIONS_TOO_LARGE', { maxPx: options.maxPixels, width, height });
  }
  const ext = type.mime === 'image/jpeg' ? 'jpg' : type.mime === 'image/gif' ? 'gif' : 'png';
  try {
    const original =
      ext === 'jpg'
        ? await openImage(content, type.mime).rotate().jpeg({ quality: 90 }).toBuffer()
        : ext === 'gif'
          ? await sharp(content, { animated: true, limitInputPixels: MAX_INPUT_PIXELS }).gif().toBuffer()
          : await openImage(content, type.mime).png().toBuffer();
    const variants: ProcessedImage['variants'] = {};
    for (const [name, px] of Object.entries(options.variants ?? {})) {
      const pipeline = openImage(content, type.mime).rotate().resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true });
      variants[name] =
        ext === 'jpg'
          ? { ext: 'jpg', content: await pipeline.jpeg({ quality: 82 }).toBuffer() }
          : { ext: 'png', content: await pipeline.png().toBuffer() };
    }
    return { width, height, ext, original, variants };
  } catch {
    throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  }
}

/** A BMP's size from its header (rows stored bottom-up have a negative height). */
function bmpSize(content: Buffer): { width?: number; height?: number; autoOrient?: undefined } {
  if (content.length < 26) return {};
  return { width: content.readInt32LE(18), height: Math.abs(content.readInt32LE(22)) };
}
