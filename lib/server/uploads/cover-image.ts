import "server-only";
// A course cover as the catalogue shows it: 1280×720 WebP (16:9, cropped to fill), without the camera's metadata
// (location, serial numbers), decoded by sharp (libvips) with a cap on pixels so a tiny file cannot expand into
// gigabytes of memory.
import sharp from "sharp";

export const COVER_WIDTH = 1280;
export const COVER_HEIGHT = 720;
/** 50 megapixels: more than any camera a school has; a decompression bomb is refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

export class NotAnImage extends Error {}

export async function coverFrom(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: "cover", position: "centre" })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (e) {
    throw new NotAnImage(e instanceof Error ? e.message : String(e));
  }
}
