import { createHash } from 'node:crypto';
import { images } from '../db/schema/index';
import { encodePng } from './png';
import type { DbOrTx } from '../db/client';

export const TILE_SIZE = 200;

type Rgb = readonly [number, number, number];

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/**
 * A square picture for a menu entry: a diagonal gradient in the entry's colour with a plate in the
 * middle. `variant` shifts the plate so items of the same category do not look identical.
 */
export function menuTilePixels(hue: number, variant = 0, size = TILE_SIZE): Uint8Array {
  const dark = hslToRgb(hue, 0.55, 0.32);
  const light = hslToRgb((hue + 25) % 360, 0.65, 0.62);
  const plate = hslToRgb((hue + 180) % 360, 0.2, 0.93);
  const rim = hslToRgb(hue, 0.35, 0.8);
  const food = hslToRgb((hue + 10 + variant * 37) % 360, 0.6, 0.5);
  const centreX = size / 2 + ((variant % 3) - 1) * size * 0.06;
  const centreY = size / 2 + ((Math.floor(variant / 3) % 3) - 1) * size * 0.06;
  const plateRadius = size * 0.34;
  const foodRadius = size * (0.16 + (variant % 4) * 0.02);
  const pixels = new Uint8Array(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x - centreX, y - centreY);
      let colour: Rgb;
      if (distance < foodRadius) colour = food;
      else if (distance < plateRadius - 6) colour = plate;
      else if (distance < plateRadius) colour = rim;
      else {
        const t = (x + y) / (2 * (size - 1));
        colour = [0, 1, 2].map((c) => Math.round(dark[c]! + (light[c]! - dark[c]!) * t)) as unknown as Rgb;
      }
      pixels.set(colour, (y * size + x) * 3);
    }
  }
  return pixels;
}

export function menuTilePng(hue: number, variant = 0): Buffer {
  return encodePng(TILE_SIZE, TILE_SIZE, menuTilePixels(hue, variant));
}

export function imageUrl(imageId: string): string {
  return `/api/media/images/${imageId}`;
}

/** Stores a PNG in the images table and returns the URL the menu refers to. */
export async function storePng(tx: DbOrTx, merchantId: string, png: Buffer, width = TILE_SIZE, height = TILE_SIZE): Promise<string> {
  const etag = createHash('sha1').update(png).digest('hex');
  const [row] = await tx
    .insert(images)
    .values({ merchantId, contentType: 'image/png', width, height, bytes: png, etag })
    .returning({ id: images.id });
  return imageUrl(row!.id);
}
