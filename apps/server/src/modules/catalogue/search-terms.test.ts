import { describe, expect, it } from 'vitest';
import { keywordPlan, productSearchTerms } from './search-terms';

const product = {
  code: 'BRG-6204-2RS',
  name: { zh: '深沟球轴承 6204', en: 'Deep Groove Ball Bearing' },
  model: '6204-2RSH',
  brand: 'SKF',
  parameters: [{ name: { zh: '内径', en: 'Bore diameter' }, value: '20 mm' }],
  styles: [{ name: { zh: '带密封', en: 'Sealed' }, spec: '2RS, 0.5 kg' }],
};

/** A keyword matches when its word terms are all present, or its code trigrams are and the code contains it. */
function matches(keyword: string): boolean {
  const terms = new Set(productSearchTerms(product));
  const plan = keywordPlan(keyword);
  if (!plan) return true;
  const byWords = plan.words.some((set) => set.every((term) => terms.has(term)));
  const byCode =
    plan.code !== null &&
    plan.code.grams.every((term) => terms.has(term)) &&
    product.code.toLowerCase().includes(plan.code.text);
  return byWords || byCode;
}

describe('search terms', () => {
  it('match words, word beginnings and any case', () => {
    for (const keyword of ['bearing', 'BEAR', 'deep groove', 'skf', '20 mm', '6204']) {
      expect(matches(keyword), keyword).toBe(true);
    }
    expect(matches('roller')).toBe(false);
    expect(matches('earing')).toBe(false);
    // Parameter names are labels, not content: only the values are searched.
    expect(matches('bore')).toBe(false);
  });

  it('match Chinese words through character pairs, and single characters', () => {
    for (const keyword of ['轴承', '球轴承', '深沟球轴承', '沟'])
      expect(matches(keyword), keyword).toBe(true);
    expect(matches('滚子')).toBe(false);
    expect(matches('承轴')).toBe(false);
  });

  it('match any part of the code', () => {
    for (const keyword of ['BRG-6204', '6204-2R', 'g-62', 'brg-6204-2rs'])
      expect(matches(keyword), keyword).toBe(true);
    expect(matches('6204-3RS')).toBe(false);
  });

  it('find part numbers and models however their letters, digits and punctuation are spaced', () => {
    const motor = {
      code: 'SRV-YAS-SGM7J',
      name: { zh: 'Σ-7 伺服电机 400 W', en: 'Sigma-7 Servo Motor 400 W' },
      model: 'SGM7J-04AFC6S',
      brand: 'Yaskawa',
      parameters: [],
      styles: [],
    };
    const joined = { ...motor, name: { zh: '伺服电机 400W', en: 'Servo Motor 400W' }, model: 'SGM7J04AFC6S' };
    for (const product of [motor, joined]) {
      const terms = new Set(productSearchTerms(product));
      const found = (keyword: string) =>
        keywordPlan(keyword)!.words.some((set) => set.every((term) => terms.has(term)));
      for (const keyword of ['400W', '400 W', 'SGM7J04', 'SGM7J-04', 'sgm7j 04', 'AFC6S', '伺服电机 400W'])
        expect(found(keyword), `${keyword} in ${product.model}`).toBe(true);
      for (const keyword of ['500W', 'SGM7G04', 'SGM7J05']) expect(found(keyword), keyword).toBe(false);
    }
  });

  it('take a number and its unit as one word however it is spaced', () => {
    const termsOf = (values: string[], styles: string[] = []) =>
      new Set(
        productSearchTerms({
          code: 'X-1',
          name: { zh: '', en: '' },
          model: '',
          brand: '',
          parameters: values.map((value) => ({ name: { zh: '', en: '' }, value })),
          styles: styles.map((spec) => ({ name: { zh: '', en: '' }, spec })),
        }),
      );
    const found = (terms: Set<string>, keyword: string) =>
      keywordPlan(keyword)!.words.some((set) => set.every((term) => terms.has(term)));
    const supply = termsOf(['24 V DC']);
    const drive = termsOf(['800 V', '24 A']);
    const brake = termsOf([], ['Keyed shaft, 24 V brake']);
    for (const keyword of ['24V', '24 V', '24v', '24  v']) {
      expect(found(supply, keyword), keyword).toBe(true);
      expect(found(brake, keyword), keyword).toBe(true);
      expect(found(drive, keyword), keyword).toBe(false);
    }
    expect(found(drive, '24 A')).toBe(true);
    expect(found(termsOf(['0.75 kW']), '0.75kW')).toBe(true);
    // The number and the unit are still found alone.
    expect(found(supply, '24')).toBe(true);
    expect(found(supply, 'DC')).toBe(true);
  });

  it("match styles' names and specs, and a brand by its name in either language", () => {
    for (const keyword of ['sealed', '密封', '0.5kg', '2RS']) expect(matches(keyword), keyword).toBe(true);
    const terms = (brand: string) =>
      new Set(
        productSearchTerms({
          code: 'S-1',
          name: { zh: '', en: '' },
          model: '',
          brand,
          parameters: [],
          styles: [],
        }),
      );
    const found = (brand: string, keyword: string) =>
      keywordPlan(keyword)!.words.some((set) => set.every((term) => terms(brand).has(term)));
    expect(found('Yaskawa', '安川')).toBe(true);
    expect(found('安川', 'yaskawa')).toBe(true);
    expect(found('Mitsubishi Electric', '三菱')).toBe(true);
    expect(found('SKF', '安川')).toBe(false);
  });

  it('has nothing to search for in an empty keyword', () => {
    expect(keywordPlan('  ')).toBeNull();
    expect(keywordPlan(undefined)).toBeNull();
  });
});
