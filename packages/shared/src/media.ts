/**
 * Uploaded catalog images are stored once per width in this list (WebP, never enlarged), and served at
 * `/media/<image id>/w<width>.webp` by every server. A card in the grid takes the small one, a detail
 * page the middle one, a wide retina screen the large one.
 */
export const MEDIA_WIDTHS = [400, 800, 1600] as const;
export type TMediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The width whose URL is saved as a service's or therapist's `imageUrl`: right for a detail page. */
export const MEDIA_DETAIL_WIDTH: TMediaWidth = 800;

export const mediaUrl = (imageId: string, width: TMediaWidth) => `/media/${imageId}/w${width}.webp`;

const MEDIA_URL = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/w\d+\.webp$/;

/** The image id a stored `/media/…` URL names, or undefined for any other URL (demo SVGs, legacy uploads). */
export const mediaImageId = (url: string): string | undefined => MEDIA_URL.exec(url)?.[1];

export interface TImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `<img>` attributes for a catalog image: an uploaded one offers the browser every stored width, so
 * a phone's card downloads 400 pixels and not 1600; any other URL (a demo SVG, a category's typed URL,
 * a file uploaded before images moved into the database) is just its `src`. `sizes` says how wide the
 * picture is shown, e.g. '(min-width: 1024px) 33vw, 100vw'.
 */
export function imageSources(imageUrl: string, sizes?: string): TImageSources {
  const imageId = mediaImageId(imageUrl);
  if (!imageId) return { src: imageUrl };
  const srcSet = MEDIA_WIDTHS.map((width) => `${mediaUrl(imageId, width)} ${width}w`).join(', ');
  return sizes ? { src: imageUrl, srcSet, sizes } : { src: imageUrl, srcSet };
}
