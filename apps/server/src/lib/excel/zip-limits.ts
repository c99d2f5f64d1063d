import { inflateRawSync } from 'node:zlib';
import { AppError } from '../app-error';

/** An address sheet of 5,000 rows inflates to a few MB; 50 MB leaves room without letting a bomb near memory. */
const MAX_INFLATED_BYTES = 50 * 1024 * 1024;
const CENTRAL_ENTRY = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;

const tooLarge = () => new AppError('FILE_TOO_LARGE', { maxMb: MAX_INFLATED_BYTES / 1024 / 1024 });

/**
 * Refuses a ZIP (an .xlsx) whose entries inflate past `maxBytes` before a parser sees it. Every entry is inflated
 * here with zlib's output limit, so neither the sizes the archive declares nor its deflate streams can make the
 * parser allocate more; an archive this cannot walk is left to the parser to refuse. `inspect` sees each entry's
 * name and inflated bytes, so a caller can refuse what a parser would spend too long on.
 */
export function assertInflatedSize(zip: Buffer, maxBytes = MAX_INFLATED_BYTES, inspect?: (name: string, data: Buffer) => void) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length || zip.readUInt32LE(end) !== END_OF_CENTRAL) return;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_ENTRY) return;
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const declared = zip.readUInt32LE(at + 24);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28));
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    // ZIP64 sizes (0xFFFFFFFF) are far past any sheet we take.
    if (declared === 0xffffffff || compressed === 0xffffffff || total + declared > maxBytes) throw tooLarge();
    if (local + 30 > zip.length) return;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    let inflated: Buffer | undefined;
    if (method === 0) inflated = data;
    else if (method === 8) {
      try {
        inflated = inflateRawSync(data, { maxOutputLength: maxBytes - total + 1 });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
        return;
      }
    }
    total += inflated?.length ?? 0;
    if (total > maxBytes) throw tooLarge();
    if (inflated) inspect?.(name, inflated);
  }
}
