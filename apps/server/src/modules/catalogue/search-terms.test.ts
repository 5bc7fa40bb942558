import { describe, expect, it } from 'vitest';
import { keywordPlan, productSearchTerms } from './search-terms';

const product = {
  code: 'BRG-6204-2RS',
  name: { zh: '深沟球轴承 6204', en: 'Deep Groove Ball Bearing' },
  model: '6204-2RSH',
  brand: 'SKF',
  parameters: [{ name: { zh: '内径', en: 'Bore diameter' }, value: '20 mm' }],
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

  it('has nothing to search for in an empty keyword', () => {
    expect(keywordPlan('  ')).toBeNull();
    expect(keywordPlan(undefined)).toBeNull();
  });
});
