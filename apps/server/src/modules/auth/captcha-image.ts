import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** The glyph outlines of the font svg-captcha ships (opentype.js objects; only what is used here). */
interface PathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Font {
  charToGlyph(ch: string): { getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] } };
}
const font = (svgCaptcha.options as unknown as { font: Font }).font;

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

type Point = [number, number];

/** A uniform random number in [min, max) from the system's secure source. */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

/**
 * A glyph's outline as polygons: every curve becomes straight pieces through a random number of points
 * on it, and straight lines get random points in between, so that no two drawings of a character share
 * a command sequence or point count.
 */
function contoursOf(ch: string, fontSize: number): Point[][] {
  const contours: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  for (const command of font.charToGlyph(ch).getPath(0, 0, fontSize).commands) {
    const to: Point = [command.x ?? at[0], command.y ?? at[1]];
    if (command.type === 'M') {
      if (current.length > 2) contours.push(current);
      current = [to];
    } else if (command.type === 'Z') {
      if (current.length > 2) contours.push(current);
      current = [];
    } else {
      const steps = command.type === 'L' ? randomInt(1, 3) : randomInt(3, 7);
      for (let step = 1; step <= steps; step++) {
        const s = step / steps;
        current.push(pointOn(command, at, to, s));
      }
    }
    at = to;
  }
  if (current.length > 2) contours.push(current);
  return contours;
}

function pointOn(command: PathCommand, from: Point, to: Point, s: number): Point {
  const r = 1 - s;
  if (command.type === 'Q') {
    const c: Point = [command.x1 ?? 0, command.y1 ?? 0];
    return [
      r * r * from[0] + 2 * r * s * c[0] + s * s * to[0],
      r * r * from[1] + 2 * r * s * c[1] + s * s * to[1],
    ];
  }
  if (command.type === 'C') {
    const c1: Point = [command.x1 ?? 0, command.y1 ?? 0];
    const c2: Point = [command.x2 ?? 0, command.y2 ?? 0];
    const mix = (i: 0 | 1) =>
      r * r * r * from[i] + 3 * r * r * s * c1[i] + 3 * r * s * s * c2[i] + s * s * s * to[i];
    return [mix(0), mix(1)];
  }
  return [from[0] + (to[0] - from[0]) * s, from[1] + (to[1] - from[1]) * s];
}

/** Turns, shears, stretches and shifts a glyph by its own random amounts, around its centre. */
function distort(contours: Point[][], centreX: number, centreY: number): Point[][] {
  const points = contours.flat();
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const midX = (Math.min(...xs) + Math.max(...xs)) / 2;
  const midY = (Math.min(...ys) + Math.max(...ys)) / 2;
  const angle = between(-0.35, 0.35);
  const shear = between(-0.3, 0.3);
  const scaleX = between(0.8, 1.15);
  const scaleY = between(0.85, 1.15);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = centreX + between(-4, 4);
  const dy = centreY + between(-4, 4);
  return contours.map((contour) =>
    contour.map(([px, py]) => {
      const x = (px - midX) * scaleX + (py - midY) * shear;
      const y = (py - midY) * scaleY;
      return [dx + x * cos - y * sin + between(-0.6, 0.6), dy + x * sin + y * cos + between(-0.6, 0.6)];
    }),
  );
}

/** Bends a glyph along a random wave, so that it is not a rigid copy of another even after aligning. */
function wave(contours: Point[][]): Point[][] {
  const amplitude = between(1.5, 3);
  const frequency = between(0.04, 0.09);
  const phase = between(0, Math.PI * 2);
  return contours.map((contour) =>
    contour.map(([x, y]) => [x, y + amplitude * Math.sin(x * frequency + phase)]),
  );
}

const shuffled = <T>(items: readonly T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
};

const number = (value: number) => value.toFixed(1);

/** A closed polygon starting at a random one of its points. */
function polygon(contour: Point[]): string {
  const start = randomInt(0, contour.length);
  const ordered = [...contour.slice(start), ...contour.slice(0, start)];
  return `M${ordered.map(([x, y]) => `${number(x)} ${number(y)}`).join('L')}Z`;
}

function bounds(contours: Point[][]): { left: number; right: number } {
  const xs = contours.flat().map(([x]) => x);
  return { left: Math.min(...xs), right: Math.max(...xs) };
}

const shift = (contours: Point[][], dx: number): Point[][] =>
  contours.map((contour) => contour.map(([x, y]) => [x + dx, y]));

/**
 * A band about as thick as the glyphs' strokes, waving across the whole picture through the text: filled like
 * the glyphs, in the same path, so it joins the characters it crosses into one blot.
 */
function noiseBand(): Point[] {
  const thickness = between(1.2, 2);
  const base = between(CAPTCHA_HEIGHT * 0.38, CAPTCHA_HEIGHT * 0.62);
  const tilt = between(-0.08, 0.08);
  const amplitude = between(2, 6);
  const frequency = between(0.02, 0.06);
  const phase = between(0, Math.PI * 2);
  const top: Point[] = [];
  for (let x = -2; x <= CAPTCHA_WIDTH + 2; x += between(3, 6)) {
    top.push([x, base + (x - CAPTCHA_WIDTH / 2) * tilt + amplitude * Math.sin(x * frequency + phase)]);
  }
  const bottom = top.map(([x, y]): Point => [x + between(-0.3, 0.3), y + thickness]).reverse();
  return randomInt(0, 2) ? [...top, ...bottom] : [...bottom, ...top];
}

/**
 * The captcha picture of `text` as SVG: one filled path holding every character and the noise. Each
 * character is drawn from the font's outline, flattened into a random number of points, turned, sheared,
 * stretched, jittered and bent by its own random amounts; the characters are set so that each touches
 * or overlaps the next, and bands as thick as their strokes wave across all of them in the same fill.
 * Nothing in the SVG or the picture tells where one character ends: neither a path per character nor
 * the gaps between them.
 */
export function captchaSvg(text: string): string {
  let glyphs = [...text].map((ch) =>
    wave(distort(contoursOf(ch, between(40, 50)), 0, CAPTCHA_HEIGHT / 2 + between(-3, 3))),
  );
  // Each glyph starts a few pixels before the one before it ends.
  let right = 0;
  glyphs = glyphs.map((contours, index) => {
    const { left, right: end } = bounds(contours);
    const dx = index === 0 ? -left : right - between(0.5, 3) - left;
    right = end + dx;
    return shift(contours, dx);
  });
  // The row of glyphs, centred with a random shift.
  const spare = CAPTCHA_WIDTH - 4 - right;
  const jitter = Math.min(8, Math.max(0, spare / 2 - 2));
  const offset = 2 + spare / 2 + between(-jitter, jitter);
  const scale = right > CAPTCHA_WIDTH - 4 ? (CAPTCHA_WIDTH - 4) / right : 1;
  const placed = glyphs.flatMap((contours) =>
    contours.map((contour) =>
      contour.map(([x, y]): Point => [
        scale < 1 ? 2 + x * scale : x + offset,
        CAPTCHA_HEIGHT / 2 + (y - CAPTCHA_HEIGHT / 2) * (scale < 1 ? Math.max(scale, 0.9) : 1),
      ]),
    ),
  );
  const noise = Array.from({ length: randomInt(2, 4) }, noiseBand);
  const d = shuffled([...placed, ...noise])
    .map(polygon)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0,0,${CAPTCHA_WIDTH},${CAPTCHA_HEIGHT}"><path fill="#${grey()}" d="${d}"/></svg>`
  );
}

const grey = () => {
  const level = randomInt(0x22, 0x55).toString(16);
  return `${level}${level}${level}`;
};
