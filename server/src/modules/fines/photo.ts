// Demo "camera photos" of fines: a small PNG drawn pixel by pixel and encoded by hand (zlib +
// CRC32), deterministic per UIN so the seed writes the same bytes every time and needs no download.
import crypto from 'node:crypto';
import zlib from 'node:zlib';

const WIDTH = 320;
const HEIGHT = 200;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGB pixels (3 bytes each, rows top to bottom) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter type None
    raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A street scene: sky, kerb, road with markings, a car of a colour taken from the UIN, its plate. */
export function finePhoto(uin: string): Buffer {
  const seed = crypto.createHash('sha256').update(uin).digest();
  const car = [seed[0]! % 200, seed[1]! % 200, seed[2]! % 200] as const;
  const carX = 60 + (seed[3]! % 120);
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
  const paint = (x0: number, y0: number, x1: number, y1: number, [r, g, b]: readonly number[]) => {
    for (let y = Math.max(0, y0); y < Math.min(HEIGHT, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(WIDTH, x1); x++)
        rgb.set([r!, g!, b!], (y * WIDTH + x) * 3);
    }
  };
  for (let y = 0; y < 90; y++) paint(0, y, WIDTH, y + 1, [120 + y, 170 + Math.floor(y / 2), 230]);
  paint(0, 90, WIDTH, 100, [170, 170, 160]);
  paint(0, 100, WIDTH, HEIGHT, [70, 72, 75]);
  for (let x = 0; x < WIDTH; x += 40) paint(x, 160, x + 24, 164, [235, 235, 235]);
  paint(carX, 95, carX + 130, 150, car);
  paint(carX + 20, 75, carX + 105, 98, car);
  paint(carX + 28, 80, carX + 97, 96, [180, 210, 230]);
  paint(carX + 10, 145, carX + 35, 165, [20, 20, 20]);
  paint(carX + 95, 145, carX + 120, 165, [20, 20, 20]);
  paint(carX + 40, 128, carX + 90, 140, [250, 250, 250]);
  for (let i = 0; i < 6; i++) paint(carX + 43 + i * 8, 131, carX + 48 + i * 8, 137, [10, 10, 10]);
  // the camera's time stamp strip
  paint(0, 188, WIDTH, HEIGHT, [0, 0, 0]);
  for (let i = 0; i < 16; i++)
    if (seed[i % 32]! & 1) paint(6 + i * 8, 191, 11 + i * 8, 197, [255, 220, 0]);
  return encodePng(WIDTH, HEIGHT, rgb);
}
