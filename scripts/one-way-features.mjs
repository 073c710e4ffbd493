// Part of `npm run lint`: no two web features import each other. Biome's noImportCycles sees a cycle of files;
// two features can still lean on each other through files that form none (a's panel uses b, b's hook uses a),
// which is the knot this check keeps out. Tests are left out: a test may set up what a neighbour shows.
// Prints each feature's dependencies with --graph (ARCHITECTURE.md, "Imports flow one way").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const features = path.join(root, 'apps/web/src/features');
const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|fixtures/.test(file);
const filesOf = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The features a file imports: by `@/features/<name>`, or by a relative path that leaves its own feature. */
function featuresImportedBy(file) {
  const found = new Set();
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
    if (spec.startsWith('@/features/')) found.add(spec.split('/')[2]);
    else if (spec.startsWith('.')) {
      const target = path.relative(features, path.resolve(path.dirname(file), spec));
      if (!target.startsWith('..')) found.add(target.split(path.sep)[0]);
    }
  }
  return found;
}

const graph = new Map();
for (const feature of readdirSync(features, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  const uses = new Set();
  for (const file of filesOf(path.join(features, feature.name))) {
    for (const other of featuresImportedBy(file)) if (other !== feature.name) uses.add(other);
  }
  graph.set(feature.name, uses);
}

if (process.argv.includes('--graph')) {
  for (const [feature, uses] of [...graph].sort()) console.log(`${feature} → ${[...uses].sort().join(', ') || '—'}`);
}
const bothWays = [...graph].flatMap(([feature, uses]) =>
  [...uses]
    .filter((other) => feature < other && graph.get(other)?.has(feature))
    .map((other) => `${feature} ↔ ${other}`),
);
if (bothWays.length > 0) {
  console.error(`Features that import each other (one must not): ${bothWays.join(', ')}`);
  process.exit(1);
}
console.log(`one-way features: ${graph.size} features, no pair imports the other back`);
