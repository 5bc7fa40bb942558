/**
 * AES-128-CBC encryption with PKCS#7 padding in plain TypeScript (FIPS-197), for origins where
 * WebCrypto is missing (crypto.subtle exists only in secure contexts, e.g. not on a plain-HTTP LAN
 * address). Encryption only: the client never decrypts.
 */

const SBOX = buildSbox();
const ROUND_CONSTANTS = [0x01, 0x02, 0x04, 0x08, 0x10, 0x20, 0x40, 0x80, 0x1b, 0x36];
const BLOCK_BYTES = 16;

/** Multiplication by x in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1. */
function xtime(value: number): number {
  return ((value << 1) ^ (value & 0x80 ? 0x1b : 0)) & 0xff;
}

/** The S-box: the multiplicative inverse in GF(2^8) followed by the affine transform. */
function buildSbox(): Uint8Array {
  const sbox = new Uint8Array(256);
  let p = 1;
  let q = 1;
  do {
    // p walks the multiplicative group by 3, q by 3's inverse, so q = p^-1.
    p = p ^ xtime(p);
    q ^= q << 1;
    q ^= q << 2;
    q ^= q << 4;
    q &= 0xff;
    if (q & 0x80) q ^= 0x09;
    const rotl = (value: number, shift: number) => ((value << shift) | (value >> (8 - shift))) & 0xff;
    sbox[p] = q ^ rotl(q, 1) ^ rotl(q, 2) ^ rotl(q, 3) ^ rotl(q, 4) ^ 0x63;
  } while (p !== 1);
  sbox[0] = 0x63;
  return sbox;
}

/** The 11 round keys (176 bytes) of a 16-byte key. */
function expandKey(key: Uint8Array): Uint8Array {
  const words = new Uint8Array(176);
  words.set(key);
  for (let i = 16; i < 176; i += 4) {
    let t0 = words[i - 4] as number;
    let t1 = words[i - 3] as number;
    let t2 = words[i - 2] as number;
    let t3 = words[i - 1] as number;
    if (i % 16 === 0) {
      const first = t0;
      t0 = (SBOX[t1] as number) ^ (ROUND_CONSTANTS[i / 16 - 1] as number);
      t1 = SBOX[t2] as number;
      t2 = SBOX[t3] as number;
      t3 = SBOX[first] as number;
    }
    words[i] = (words[i - 16] as number) ^ t0;
    words[i + 1] = (words[i - 15] as number) ^ t1;
    words[i + 2] = (words[i - 14] as number) ^ t2;
    words[i + 3] = (words[i - 13] as number) ^ t3;
  }
  return words;
}

function addRoundKey(state: Uint8Array, roundKeys: Uint8Array, round: number): void {
  for (let i = 0; i < BLOCK_BYTES; i++)
    state[i] = (state[i] as number) ^ (roundKeys[round * 16 + i] as number);
}

function subBytesShiftRows(state: Uint8Array): void {
  const copy = state.slice();
  for (let column = 0; column < 4; column++) {
    for (let row = 0; row < 4; row++) {
      state[column * 4 + row] = SBOX[copy[((column + row) % 4) * 4 + row] as number] as number;
    }
  }
}

function mixColumns(state: Uint8Array): void {
  for (let column = 0; column < 4; column++) {
    const at = column * 4;
    const a0 = state[at] as number;
    const a1 = state[at + 1] as number;
    const a2 = state[at + 2] as number;
    const a3 = state[at + 3] as number;
    const all = a0 ^ a1 ^ a2 ^ a3;
    state[at] = a0 ^ all ^ xtime(a0 ^ a1);
    state[at + 1] = a1 ^ all ^ xtime(a1 ^ a2);
    state[at + 2] = a2 ^ all ^ xtime(a2 ^ a3);
    state[at + 3] = a3 ^ all ^ xtime(a3 ^ a0);
  }
}

function encryptBlock(block: Uint8Array, roundKeys: Uint8Array): void {
  addRoundKey(block, roundKeys, 0);
  for (let round = 1; round < 10; round++) {
    subBytesShiftRows(block);
    mixColumns(block);
    addRoundKey(block, roundKeys, round);
  }
  subBytesShiftRows(block);
  addRoundKey(block, roundKeys, 10);
}

/** PKCS#7: pads to a whole number of blocks, always adding 1 to 16 bytes of the pad length. */
function pad(plain: Uint8Array): Uint8Array {
  const padLength = BLOCK_BYTES - (plain.length % BLOCK_BYTES);
  const padded = new Uint8Array(plain.length + padLength);
  padded.set(plain);
  padded.fill(padLength, plain.length);
  return padded;
}

/** AES-128-CBC with PKCS#7 padding: `key` and `iv` are 16 bytes each. */
export function aes128CbcEncrypt(plain: Uint8Array, key: Uint8Array, iv: Uint8Array): Uint8Array {
  if (key.length !== BLOCK_BYTES || iv.length !== BLOCK_BYTES)
    throw new Error('AES-128 needs a 16-byte key and iv');
  const roundKeys = expandKey(key);
  const data = pad(plain);
  let previous = iv;
  for (let offset = 0; offset < data.length; offset += BLOCK_BYTES) {
    const block = data.subarray(offset, offset + BLOCK_BYTES);
    for (let i = 0; i < BLOCK_BYTES; i++) block[i] = (block[i] as number) ^ (previous[i] as number);
    encryptBlock(block, roundKeys);
    previous = block;
  }
  return data;
}
