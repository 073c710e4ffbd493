// `node scripts/make-icons.mjs`: the web app manifest's icons and the link-preview picture, as PNG (what
// home screens and social sites take; the site's own pictures are SVG), drawn from apps/web/public/favicon.svg
// and images/hero-spa.svg with sharp. Run it after changing either; its output is committed
// (apps/web/public/icons/, images/salon-preview.png), so neither the build nor the server needs sharp for it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib.mjs';

// sharp is the server's dependency (apps/server/package.json); resolved from there.
const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
const publicDir = path.join(root, 'apps/web/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'));
/** The design's darkest colour (index.css --color-espresso), the manifest's theme colour too. */
const ESPRESSO = '#2e2422';
/** The page background (--color-ivory). */
const IVORY = '#fbf8f5';

const png = (image) => image.png({ compressionLevel: 9, palette: false });

/** The round logo on a transparent square: for browsers and launchers that show an icon as it is. */
async function plainIcon(size, file) {
  await png(sharp(favicon, { density: (72 * size) / 64 }).resize(size, size)).toFile(file);
}

/**
 * The logo inside the safe zone of a maskable icon (the middle 80 %, a circle launchers may crop to),
 * on a full square of the page's colour, so no crop cuts the logo or shows a transparent corner.
 */
async function filledIcon(size, file) {
  const logo = Math.round(size * 0.66);
  const inner = await sharp(favicon, { density: (72 * logo) / 64 })
    .resize(logo, logo)
    .png()
    .toBuffer();
  const square = sharp({ create: { width: size, height: size, channels: 4, background: IVORY } });
  await png(square.composite([{ input: inner, gravity: 'centre' }])).toFile(file);
}

/** 1200 × 630, the size Open Graph and Twitter's large card show: the salon's name beside the hero picture. */
async function previewImage(file) {
  const [width, height] = [1200, 630];
  const hero = await sharp(path.join(publicDir, 'images/hero-spa.svg'), { density: 160 })
    .resize({ height, width: 495 })
    .png()
    .toBuffer();
  const text = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="705" height="${height}">
    <text x="64" y="270" font-family="DejaVu Serif, Georgia, serif" font-size="62" fill="${IVORY}">Lumière</text>
    <text x="64" y="345" font-family="DejaVu Serif, Georgia, serif" font-size="44" fill="#d9b99b">Salon &amp; Spa</text>
    <text x="64" y="430" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#ecd2ca">Hair, beauty and spa in Dubai</text>
  </svg>`);
  const logo = await sharp(favicon, { density: 144 }).resize(96, 96).png().toBuffer();
  const canvas = sharp({ create: { width, height, channels: 4, background: ESPRESSO } });
  await png(
    canvas.composite([
      { input: text, left: 0, top: 0 },
      { input: logo, left: 64, top: 110 },
      { input: hero, left: width - 495, top: 0 },
    ]),
  ).toFile(file);
}

const icons = path.join(publicDir, 'icons');
await plainIcon(192, path.join(icons, 'icon-192.png'));
await plainIcon(512, path.join(icons, 'icon-512.png'));
await filledIcon(512, path.join(icons, 'icon-maskable-512.png'));
await filledIcon(180, path.join(icons, 'apple-touch-icon.png'));
await previewImage(path.join(publicDir, 'images/salon-preview.png'));
console.log('Wrote apps/web/public/icons/*.png and images/salon-preview.png');
