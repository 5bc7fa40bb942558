import { productAddSchema, ShelfStatus, type ProductForm } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyProductValues,
  newParameter,
  newPart,
  newResource,
  newStyle,
  requestOfValues,
  valuesOfProduct,
} from './product-form';

const IMAGE = 'product/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.png';

describe('requestOfValues', () => {
  it('turns a filled form into an add request the shared schema accepts', () => {
    const values = {
      ...emptyProductValues(),
      categoryId: 'cat-1',
      code: ' BRG-6204 ',
      name: { zh: ' 深沟球轴承 ', en: 'Deep groove ball bearing' },
      images: [{ path: IMAGE, url: '/x.png' }],
      styles: [
        { ...newStyle('USD'), name: { zh: '标准', en: 'Standard' }, price: '12.5' },
        { ...newStyle('USD'), name: { zh: '密封', en: 'Sealed' }, price: '14' },
      ],
      parameters: [
        { ...newParameter(9), name: { zh: '内径', en: 'Bore' }, value: '20 mm' },
        { ...newParameter(3), name: { zh: '外径', en: 'Outer' }, value: '47 mm' },
      ],
      resources: [{ ...newResource(), title: { zh: '手册', en: 'Manual' }, date: '' }],
      accessories: [{ ...newPart(), name: { zh: '卡簧', en: 'Circlip' }, productId: '' }],
    };
    const request = requestOfValues(values as never);
    expect(productAddSchema.safeParse(request).success).toBe(true);
    expect(request.code).toBe('BRG-6204');
    expect(request.name.zh).toBe('深沟球轴承');
    expect(request.images).toEqual([IMAGE]);
    expect(request.parameters.map((parameter) => parameter.sort)).toEqual([0, 1]);
    expect(request.resources[0]?.date).toBeNull();
    expect(request.accessories[0]?.productId).toBeNull();
    expect(request.status).toBe(ShelfStatus.offShelf);
  });

  it('keeps the ids of existing styles and resources, and drops rows never filled', () => {
    const values = {
      ...emptyProductValues(),
      styles: [{ ...newStyle('CNY'), id: 's1' }, undefined],
      resources: [{ ...newResource(), id: 'r1' }],
    };
    const request = requestOfValues(values as never);
    expect(request.styles).toHaveLength(1);
    expect(request.styles[0]?.id).toBe('s1');
    expect(request.resources[0]?.id).toBe('r1');
    expect(
      'id' in (requestOfValues({ ...emptyProductValues(), styles: [newStyle('CNY')] }).styles[0] ?? {}),
    ).toBe(false);
  });
});

describe('valuesOfProduct', () => {
  it('pairs the stored image paths with their URLs', () => {
    const product = {
      ...emptyProductValues(),
      images: [IMAGE],
      imageUrls: ['/mall/serversys/sys/common/static/' + IMAGE],
      id: 'p1',
      version: 3,
      styles: [],
      resources: [],
      createTime: '',
      updateTime: null,
    } as unknown as ProductForm;
    expect(valuesOfProduct(product).images).toEqual([{ path: IMAGE, url: product.imageUrls[0] }]);
  });
});
