import { describe, expect, it } from 'vitest';
import { documentTitle } from './use-document-title';

describe('document title', () => {
  it("is 'page title · site title'", () => {
    expect(documentTitle('零部件商城', '用户管理')).toBe('用户管理 · 零部件商城');
    expect(documentTitle('Parts Mall', 'Users')).toBe('Users · Parts Mall');
  });

  it('is the site title alone without a page title (the home page)', () => {
    expect(documentTitle('Parts Mall')).toBe('Parts Mall');
    expect(documentTitle('Parts Mall', '')).toBe('Parts Mall');
  });
});
