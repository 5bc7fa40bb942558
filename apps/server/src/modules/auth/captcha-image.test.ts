import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from './captcha';
import { captchaSvg } from './captcha-image';

interface Glyph {
  /** The path's commands, e.g. "MLLQQZ". */
  structure: string;
  /** Its coordinates relative to its first point. */
  shape: number[];
  left: number;
}

/** The filled paths of a picture (the characters; noise lines are strokes), left to right. */
function glyphsOf(svg: string): Glyph[] {
  const glyphs = [...svg.matchAll(/<path fill="(?!none)[^"]*" d="([^"]+)"/g)].map(([, d = '']) => {
    const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
    const numbers = tokens.filter((token) => !/[A-Za-z]/.test(token)).map(Number);
    const [x0 = 0, y0 = 0] = numbers;
    return {
      structure: tokens.filter((token) => /[A-Za-z]/.test(token)).join(''),
      shape: numbers.map((value, index) => value - (index % 2 === 0 ? x0 : y0)),
      left: x0,
    };
  });
  return glyphs.sort((a, b) => a.left - b.left);
}

const randomText = () =>
  Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[Math.floor(Math.random() * CAPTCHA_ALPHABET.length)]).join(
    '',
  );

/**
 * The reader an attacker builds from the generator's own output: a table of every character's outline
 * (its command sequence and its points relative to the first), then each glyph of a new picture read as
 * the nearest outline of the same command sequence.
 */
function trainReader(samples: number): (svg: string) => string {
  const table = new Map<string, Array<{ ch: string; shape: number[] }>>();
  for (let i = 0; i < samples; i++) {
    const text = randomText();
    const glyphs = glyphsOf(captchaSvg(text));
    if (glyphs.length !== text.length) continue;
    glyphs.forEach((glyph, index) => {
      const entries = table.get(glyph.structure) ?? [];
      entries.push({ ch: text[index]?.toLowerCase() ?? '', shape: glyph.shape });
      table.set(glyph.structure, entries);
    });
  }
  return (svg) =>
    glyphsOf(svg)
      .map((glyph) => {
        let best = { ch: '?', distance: Infinity };
        for (const entry of table.get(glyph.structure) ?? []) {
          const distance = entry.shape.reduce(
            (sum, value, i) => sum + Math.abs(value - (glyph.shape[i] ?? 0)),
            0,
          );
          if (distance < best.distance) best = { ch: entry.ch, distance };
        }
        return best.ch;
      })
      .join('');
}

describe('the captcha picture', () => {
  it('is not read by a glyph table built from earlier pictures', () => {
    const read = trainReader(300);
    let charactersRead = 0;
    const pictures = 100;
    for (let i = 0; i < pictures; i++) {
      const text = randomText();
      const answer = read(captchaSvg(text));
      for (let j = 0; j < text.length; j++) if (answer[j] === text[j]?.toLowerCase()) charactersRead += 1;
    }
    // Chance alone reads about one character in fifty; a rigid font is read almost completely.
    expect(charactersRead / (pictures * 4)).toBeLessThan(0.1);
  });

  it('never draws the same character the same way twice', () => {
    for (const ch of ['a', 'K', '7']) {
      const [first, second] = [captchaSvg(ch.repeat(4)), captchaSvg(ch.repeat(4))].map(glyphsOf);
      const outlines = [...(first ?? []), ...(second ?? [])].map(
        (glyph) => glyph.structure + glyph.shape.join(),
      );
      expect(new Set(outlines).size).toBe(8);
    }
  });

  it('draws every character of the code, with noise lines', () => {
    const svg = captchaSvg('ab3K');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0,0,150,50">[\s\S]*<\/svg>$/);
    expect(glyphsOf(svg)).toHaveLength(4);
    expect(svg.match(/fill="none"/g)?.length).toBeGreaterThanOrEqual(2);
  });
});
