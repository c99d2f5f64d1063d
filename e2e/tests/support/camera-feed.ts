import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The EAN-13 code the fake camera shows (the EAN-13 article's worked example; its check digit is GS1's). */
export const CAMERA_EAN13 = '4006381333931';

/** Where the fake camera's video is written; Chromium reads it at launch (--use-file-for-fake-video-capture). */
export const CAMERA_FEED = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'artifacts', 'camera', `ean13-${CAMERA_EAN13}.y4m`);

// EAN-13 as GS1 specifies it: left-hand digits in sets A (L) or B (G) by the first digit's parity pattern, right-hand
// digits in set C (R), between the 101 guards and the 01010 centre.
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const R = L.map((code) => [...code].map((bit) => (bit === '1' ? '0' : '1')).join(''));
const G = R.map((code) => [...code].reverse().join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits
    .slice(1, 7)
    .map((d, i) => (parity[i] === 'L' ? L[d] : G[d]))
    .join('');
  const right = digits
    .slice(7)
    .map((d) => R[d])
    .join('');
  return `101${left}01010${right}101`;
}

/**
 * Writes one frame of a Y4M video (the raw format Chromium's fake camera plays, looped): the code's bars black on
 * white in the middle of a 640 x 480 picture, 4 pixels a module. Y4M 4:2:0 is the grey picture then two chroma planes
 * at half size, grey (128) for no colour.
 */
export function writeCameraFeed(code = CAMERA_EAN13, file = CAMERA_FEED): void {
  const width = 640;
  const height = 480;
  const modules = ean13Modules(code);
  const moduleWidth = 4;
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 140; y < 340; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] !== '1') continue;
      luma.fill(16, y * width + left + m * moduleWidth, y * width + left + (m + 1) * moduleWidth);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([header, luma, chroma, chroma]));
}
