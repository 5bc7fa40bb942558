import { describe, expect, it } from 'vitest';
import { CUSTOMER_TYPES, isCustomerTypeCode } from './account';
import { COUNTRIES, isCountryCode } from './countries';
import {
  emailProblem,
  maskMobile,
  mobileProblem,
  passwordProblem,
  textProblem,
  usernameProblem,
  websiteProblem,
} from './validation';

describe('mobile rule', () => {
  it('is required', () => {
    expect(mobileProblem(undefined)).toBe('required');
    expect(mobileProblem('')).toBe('required');
    expect(mobileProblem('   ')).toBe('required');
  });
  it('takes 11 digits, the first 1, the second 3 to 9', () => {
    for (const second of '3456789') expect(mobileProblem(`1${second}812345678`)).toBeNull();
    expect(mobileProblem('12812345678')).toBe('format');
    expect(mobileProblem('10812345678')).toBe('format');
    expect(mobileProblem('23812345678')).toBe('format');
    expect(mobileProblem('1381234567')).toBe('format');
    expect(mobileProblem('1381234567a')).toBe('format');
    expect(mobileProblem('138123456789')).toBe('tooLong');
  });
  it('masks all but the first three and last four digits', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
  });
});

describe('password rule', () => {
  it('is required', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem(undefined)).toBe('required');
  });
  it('needs 8 characters', () => {
    expect(passwordProblem('Ab1!xyz')).toBe('tooShort');
    expect(passwordProblem('Ab1!xyzw')).toBeNull();
  });
  it('mixes digits, upper- and lower-case letters and a special symbol', () => {
    expect(passwordProblem('abcdefg1!')).toBe('weak');
    expect(passwordProblem('ABCDEFG1!')).toBe('weak');
    expect(passwordProblem('Abcdefgh!')).toBe('weak');
    expect(passwordProblem('Abcdefgh1')).toBe('weak');
    expect(passwordProblem('Abcdefg 1')).toBeNull();
  });
  it('refuses more than 128 characters', () => {
    expect(passwordProblem(`Aa1!${'x'.repeat(125)}`)).toBe('tooLong');
  });
});

describe('e-mail, username, text and website rules', () => {
  it('e-mail', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('a@b.co')).toBeNull();
    expect(emailProblem('a@b')).toBe('format');
    expect(emailProblem('a b@c.de')).toBe('format');
    expect(emailProblem(`${'a'.repeat(130)}@b.com`)).toBe('tooLong');
  });
  it('username', () => {
    expect(usernameProblem(' ')).toBe('required');
    expect(usernameProblem('buyer_01.x@y-z')).toBeNull();
    expect(usernameProblem('张三')).toBe('format');
    expect(usernameProblem('a b')).toBe('format');
    expect(usernameProblem('a'.repeat(65))).toBe('tooLong');
  });
  it('free text', () => {
    expect(textProblem('')).toBe('required');
    expect(textProblem('ACME')).toBeNull();
    expect(textProblem('x'.repeat(201))).toBe('tooLong');
  });
  it('website is optional but must look like one', () => {
    expect(websiteProblem('')).toBeNull();
    expect(websiteProblem('https://acme.example')).toBeNull();
    expect(websiteProblem('acme.example')).toBeNull();
    expect(websiteProblem('not a site')).toBe('format');
  });
});

describe('lists', () => {
  it('offers about 170 countries and territories with unique ISO codes and both names', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(165);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name.zh).not.toBe('');
      expect(country.name.en).not.toBe('');
    }
    expect(isCountryCode('CN')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });
  it('has the four customer types', () => {
    expect(CUSTOMER_TYPES.map((type) => type.code)).toEqual([
      'agent',
      'distributor',
      'integrator',
      'endUser',
    ]);
    expect(isCustomerTypeCode('endUser')).toBe(true);
    expect(isCustomerTypeCode('admin')).toBe(false);
  });
});
