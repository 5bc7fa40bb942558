import { describe, expect, it } from 'vitest';
import { customerTypeName } from './account';

describe('customerTypeName', () => {
  it("names a customer type in the request's language, and an unknown code as itself", () => {
    expect(customerTypeName('agent', 'zh')).toBe('代理商');
    expect(customerTypeName('endUser', 'en')).toBe('End User');
    expect(customerTypeName('retired-type', 'en')).toBe('retired-type');
  });
});
