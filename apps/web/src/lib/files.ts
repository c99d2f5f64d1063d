// The server builds the same addresses for the images it preloads in a page's HTML.
export { fileUrl } from '@songdee/shared/common/first-data';

/** Whether a stored file key names a PDF (slips may be PDFs; everything else is an image). */
export function isPdfKey(key: string): boolean {
  return key.toLowerCase().endsWith('.pdf');
}

/** Reads an image file's pixel size in the browser, or null when it cannot be decoded here (BMP in some browsers). */
export function imageSizeOf(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      resolve(null);
      URL.revokeObjectURL(url);
    };
    image.src = url;
  });
}

/** Whether a file name ends in one of the extensions (".png", ...), case-insensitively. */
export function hasExtension(name: string, extensions: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return extensions.some((ext) => lower.endsWith(ext));
}
