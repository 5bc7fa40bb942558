import { randomFillSync } from 'node:crypto';

let lastMillis = 0;
let sequence = 0;

/**
 * Random bytes drawn from the system 4 kB at a time: one system call per 200 ids rather than two per id
 * (an import of 100,000 products makes 200,000 ids). Each id takes fresh bytes; none is used twice.
 */
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let poolUsed = POOL_SIZE;

/** Where `size` fresh random bytes start in the pool (read them before the next call). */
function takeRandom(size: number): number {
  if (poolUsed + size > POOL_SIZE) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  const at = poolUsed;
  poolUsed += size;
  return at;
}

/** The id's 16 bytes and its text, written in place: one string is made per id. */
const bytes = Buffer.alloc(16);
const text = Buffer.alloc(36);
const HEX_DIGITS = Buffer.from('0123456789abcdef');
/** Where each byte's two digits go in the text (a dash after bytes 4, 6, 8 and 10). */
const DIGITS_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
for (const dash of [8, 13, 18, 23]) text[dash] = 0x2d;

/**
 * A UUIDv7 (RFC 9562) as text: 48-bit Unix milliseconds, then randomness. Ids made in the same millisecond
 * take an increasing 12-bit counter in rand_a, so ids from one process sort in creation order.
 */
export function newId(): string {
  let millis = Date.now();
  if (millis <= lastMillis) {
    sequence += 1;
    if (sequence > 0xfff) {
      lastMillis += 1;
      sequence = 0;
    }
    millis = lastMillis;
  } else {
    lastMillis = millis;
    sequence = pool.readUInt16BE(takeRandom(2)) & 0x7ff; // start in the lower half so the counter has room
  }

  pool.copy(bytes, 8, takeRandom(8));
  bytes.writeUIntBE(millis, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  for (let i = 0; i < 16; i++) {
    const byte = bytes[i]!;
    const at = DIGITS_AT[i]!;
    text[at] = HEX_DIGITS[byte >> 4]!;
    text[at + 1] = HEX_DIGITS[byte & 0x0f]!;
  }
  return text.toString('latin1');
}
