import { CAPTCHA_ALPHABET } from './captcha';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from './captcha-image';

/*
 * The solver an attacker writes against the sign-in captcha, trained on the generator's own pictures
 * with their answers: each picture is drawn to a bitmap as a browser would fill it (its filled paths;
 * unfilled strokes are thrown away), cut into one piece per character (the connected blots, else windows
 * at the layout's character positions), and each piece is read as its nearest neighbours among the
 * training pieces. Written here rather than taken from a library: it must read exactly the generator's
 * SVG (polygons only) and stay fast enough for a unit test.
 */

type Bitmap = Uint8Array;
const W = CAPTCHA_WIDTH;
const H = CAPTCHA_HEIGHT;

/** The polygons of a path's `d` (M … L … Z only, as the generator writes them). */
function polygonsOf(d: string): number[][][] {
  const polygons: number[][][] = [];
  let current: number[][] = [];
  for (const [, command, args = ''] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === 'M' && current.length) polygons.push(current);
    if (command === 'M') current = [];
    const numbers = args.match(/-?\d*\.?\d+/g)?.map(Number) ?? [];
    for (let i = 0; i + 1 < numbers.length; i += 2) current.push([numbers[i]!, numbers[i + 1]!]);
    if (command === 'Z') {
      if (current.length) polygons.push(current);
      current = [];
    }
  }
  if (current.length) polygons.push(current);
  return polygons;
}

/** Samples per pixel side: a pixel is ink when any of its samples is, as anti-aliasing shows a thin stroke. */
const S = 3;

/** The picture's filled paths drawn into a W×H bitmap (non-zero winding, S×S samples a pixel). */
export function rasterize(svg: string): Bitmap {
  const bitmap = new Uint8Array(W * H);
  const rowsHigh = H * S;
  for (const [element] of svg.matchAll(/<path\b[^>]*>/g)) {
    if (/fill="none"/.test(element)) continue;
    const d = /\sd="([^"]*)"/.exec(element)?.[1] ?? '';
    const evenOdd = /fill-rule="evenodd"/.test(element);
    // Each edge's crossings of the sample rows it spans, row by row, as x and direction.
    const rows: number[][] = Array.from({ length: rowsHigh }, () => []);
    for (const polygon of polygonsOf(d)) {
      for (let i = 0; i < polygon.length; i++) {
        const [x1, y1] = polygon[i]!.map((v) => v * S) as [number, number];
        const [x2, y2] = polygon[(i + 1) % polygon.length]!.map((v) => v * S) as [number, number];
        if (y1 === y2) continue;
        const direction = y2 > y1 ? 1 : -1;
        const low = Math.max(0, Math.ceil(Math.min(y1, y2) - 0.5));
        const high = Math.min(rowsHigh - 1, Math.ceil(Math.max(y1, y2) - 0.5) - 1);
        for (let y = low; y <= high; y++) {
          rows[y]!.push(x1 + ((y + 0.5 - y1) / (y2 - y1)) * (x2 - x1), direction);
        }
      }
    }
    for (let y = 0; y < rowsHigh; y++) {
      const row = rows[y]!;
      const order = Array.from({ length: row.length / 2 }, (_, i) => i).sort(
        (a, b) => row[2 * a]! - row[2 * b]!,
      );
      let winding = 0;
      for (let k = 0; k < order.length - 1; k++) {
        const i = order[k]!;
        winding = evenOdd ? winding ^ 1 : winding + row[2 * i + 1]!;
        if (winding === 0) continue;
        const from = Math.max(0, Math.ceil(row[2 * i]! - 0.5));
        const to = Math.min(W * S - 1, Math.floor(row[2 * order[k + 1]!]! - 0.5));
        for (let x = from; x <= to; x++) bitmap[Math.floor(y / S) * W + Math.floor(x / S)] = 1;
      }
    }
  }
  return bitmap;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The 8-connected blots of the bitmap of at least `minArea` pixels, left to right. */
function blots(bitmap: Bitmap, minArea: number): Box[] {
  const seen = new Uint8Array(W * H);
  const boxes: (Box & { area: number })[] = [];
  for (let start = 0; start < W * H; start++) {
    if (!bitmap[start] || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    const box = { left: W, right: 0, top: H, bottom: 0, area: 0 };
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % W;
      const y = (at - x) / W;
      box.area++;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= W || ny >= H) continue;
          const next = ny * W + nx;
          if (bitmap[next] && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    if (box.area >= minArea) boxes.push(box);
  }
  return boxes.sort((a, b) => a.left - b.left);
}

/**
 * One piece per character: the blots when there are exactly `count` of them, else `count` equal windows
 * across the inked columns (the characters stand side by side at about the same width).
 */
function pieces(bitmap: Bitmap, count: number): Box[] {
  const found = blots(bitmap, 30);
  if (found.length === count) return found;
  let left = W;
  let right = 0;
  for (let x = 0; x < W; x++) {
    let ink = 0;
    for (let y = 0; y < H; y++) ink += bitmap[y * W + x]!;
    if (ink > 2) {
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
  const width = (right - left + 1) / count;
  return Array.from({ length: count }, (_, i) => ({
    left: Math.round(left + i * width),
    right: Math.round(left + (i + 1) * width) - 1,
    top: 0,
    bottom: H - 1,
  }));
}

const GRID = 10;

/** A piece's ink, cropped to its inked box and scaled, keeping its shape, into a GRID×GRID grid. */
function features(bitmap: Bitmap, box: Box): Float32Array {
  let top = H;
  let bottom = -1;
  let left = W;
  let right = -1;
  for (let y = box.top; y <= box.bottom; y++) {
    for (let x = box.left; x <= box.right; x++) {
      if (bitmap[y * W + x]) {
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  const grid = new Float32Array(GRID * GRID + 1);
  if (bottom < 0) return grid;
  const width = right - left + 1;
  const height = bottom - top + 1;
  const side = Math.max(width, height);
  const offsetX = (side - width) / 2;
  const offsetY = (side - height) / 2;
  let total = 0;
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      if (!bitmap[y * W + x]) continue;
      const gx = Math.min(GRID - 1, Math.floor(((x - left + offsetX) / side) * GRID));
      const gy = Math.min(GRID - 1, Math.floor(((y - top + offsetY) / side) * GRID));
      grid[gy * GRID + gx]! += 1;
      total++;
    }
  }
  for (let i = 0; i < GRID * GRID; i++) grid[i]! /= total / (GRID * 2);
  grid[GRID * GRID] = width / height;
  return grid;
}

/** A random code of `length` characters of the captcha's alphabet (the answer the attacker knows). */
export function randomCode(length = 4): string {
  return Array.from(
    { length },
    () => CAPTCHA_ALPHABET[Math.floor(Math.random() * CAPTCHA_ALPHABET.length)],
  ).join('');
}

/**
 * Trains the solver on `samples` pictures `draw` makes of random codes, then answers the share of
 * `trials` fresh pictures it reads whole (case ignored, as the server compares).
 */
export function solverAccuracy(draw: (code: string) => string, samples: number, trials: number): number {
  const known: { ch: string; grid: Float32Array }[] = [];
  for (let i = 0; i < samples; i++) {
    const code = randomCode();
    const bitmap = rasterize(draw(code));
    pieces(bitmap, code.length).forEach((box, index) =>
      known.push({ ch: code[index]!.toLowerCase(), grid: features(bitmap, box) }),
    );
  }
  const nearest = (grid: Float32Array) => {
    const votes = new Map<string, number>();
    const best: { ch: string; distance: number }[] = [];
    for (const entry of known) {
      let distance = 0;
      for (let i = 0; i < grid.length; i++) distance += (grid[i]! - entry.grid[i]!) ** 2;
      if (best.length < 3 || distance < best[best.length - 1]!.distance) {
        best.push({ ch: entry.ch, distance });
        best.sort((a, b) => a.distance - b.distance);
        if (best.length > 3) best.pop();
      }
    }
    for (const { ch } of best) votes.set(ch, (votes.get(ch) ?? 0) + 1);
    return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  };
  let read = 0;
  for (let i = 0; i < trials; i++) {
    const code = randomCode();
    const bitmap = rasterize(draw(code));
    const answer = pieces(bitmap, code.length)
      .map((box) => nearest(features(bitmap, box)))
      .join('');
    if (answer === code.toLowerCase()) read++;
  }
  return read / trials;
}
