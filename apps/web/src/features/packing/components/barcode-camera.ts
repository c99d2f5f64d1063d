import { prepareZXingModule, BarcodeDetector as ZXingBarcodeDetector } from 'barcode-detector/ponyfill';
import readerWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The codes packing reads: goods (EAN/UPC) and Thailand Post's S10 labels (Code 128). */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128'] as const;

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/**
 * A barcode reader for the camera: the browser's own BarcodeDetector where it reads these formats (Chrome on Android
 * and macOS), otherwise ZXing compiled to WebAssembly behind the same interface (the `barcode-detector` ponyfill),
 * its .wasm served from this site rather than the library's default CDN. This module is loaded only when the camera
 * is opened, so the reader never weighs on a page that does not scan.
 */
export async function barcodeDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: typeof ZXingBarcodeDetector }).BarcodeDetector;
  if (native) {
    const supported: readonly string[] = await native.getSupportedFormats().catch(() => []);
    const formats = FORMATS.filter((f) => supported.includes(f));
    if (formats.length > 0) return new native({ formats });
  }
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasm : prefix + path) },
  });
  return new ZXingBarcodeDetector({ formats: [...FORMATS] });
}
