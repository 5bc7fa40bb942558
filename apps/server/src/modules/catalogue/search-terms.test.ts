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
  const byWords = plan.words.length > 0 && plan.words.every((term) => terms.has(term));
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

  it('has nothing to search for in an empty keyword', () => {
    expect(keywordPlan('  ')).toBeNull();
    expect(keywordPlan(undefined)).toBeNull();
  });
});
