#!/usr/bin/env node
// Counts the imports that cross the layers ARCHITECTURE.md forbids: one feature into another, and
// lib/ into server/ or bff/. ESLint refuses them; this gives the number at a glance (`npm run
// layers`, `--list` prints each one). Exit 1 while either count is not 0.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

const specifier = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function* sources(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) yield path;
  }
}

/** The repo-relative path a specifier points at, or null for a package. */
function resolve(file, spec) {
  if (spec.startsWith('@/')) return normalize(spec.slice(2));
  if (spec.startsWith('.')) return normalize(join(dirname(file), spec));
  return null;
}

const crossFeature = [];
const libDown = [];
for (const top of ['features', 'lib']) {
  for (const file of sources(top)) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(specifier)) {
      const target = resolve(file, spec);
      if (!target) continue;
      const parts = target.split(sep);
      if (top === 'features') {
        const mine = file.split(sep)[1];
        if (parts[0] === 'features' && parts.length > 1 && parts[1] !== mine) {
          crossFeature.push(`${file} -> ${spec}`);
        }
      } else if (parts[0] === 'server' || parts[0] === 'bff') {
        libDown.push(`${file} -> ${spec}`);
      }
    }
  }
}

const all = [...crossFeature, ...libDown];
for (const line of process.argv.includes('--list') ? all : all.slice(0, 8)) console.log(` ${line}`);
console.log(
  `${crossFeature.length} feature->feature imports, ${libDown.length} lib->server imports`,
);
process.exitCode = all.length === 0 ? 0 : 1;
