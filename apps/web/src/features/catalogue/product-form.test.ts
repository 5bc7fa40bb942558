import { productAddSchema, ShelfStatus, type ProductForm } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import { emptyProductValues, newResource, requestOfValues, valuesOfProduct } from './product-form';

/** A style row as the table holds it (a new one has a temporary id). */
const styleRow = (zh: string, en: string, price: string, id = 'a1_temp') => ({
  id,
  nameZh: zh,
  nameEn: en,
  spec: '',
  unit: '',
  price,
  currency: 'USD',
  status: '1',
});

const IMAGE = 'product/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.png';

describe('requestOfValues', () => {
  it('turns a filled form into an add request the shared schema accepts', () => {
    const values = {
      ...emptyProductValues(),
      categoryId: 'cat-1',
      code: ' BRG-6204 ',
      name: { zh: ' 深沟球轴承 ', en: 'Deep groove ball bearing' },
      images: [{ path: IMAGE, url: '/x.png' }],
      styles: [styleRow('标准', 'Standard', '12.5'), styleRow('密封', 'Sealed', '14', 'b2_temp')],
      parameters: [
        { id: 'c_temp', sort: 9, nameZh: '内径', nameEn: 'Bore', value: '20 mm' },
        { id: 'd_temp', sort: 3, nameZh: '外径', nameEn: 'Outer', value: '47 mm' },
      ],
      resources: [{ ...newResource(), title: { zh: '手册', en: 'Manual' }, date: '' }],
      accessories: [
        { id: 'e_temp', nameZh: '卡簧', nameEn: 'Circlip', brand: '', spec: '', quantity: 2, productId: '' },
      ],
    };
    const request = requestOfValues(values as never);
    expect(productAddSchema.safeParse(request).success).toBe(true);
    expect(request.code).toBe('BRG-6204');
    expect(request.name.zh).toBe('深沟球轴承');
    expect(request.images).toEqual([IMAGE]);
    expect(request.parameters.map((parameter) => parameter.sort)).toEqual([0, 1]);
    expect(request.resources[0]?.date).toBeNull();
    expect(request.accessories[0]).toMatchObject({ name: { zh: '卡簧', en: 'Circlip' }, quantity: 2 });
    expect(request.accessories[0]?.productId).toBeNull();
    expect(request.styles[1]).toMatchObject({ name: { zh: '密封', en: 'Sealed' }, price: '14', status: 1 });
    expect(request.status).toBe(ShelfStatus.offShelf);
  });

  it('keeps the ids of existing styles and resources, and drops rows never filled', () => {
    const values = {
      ...emptyProductValues(),
      styles: [styleRow('标准', 'Standard', '1', 's1'), undefined],
      resources: [{ ...newResource(), id: 'r1' }],
    };
    const request = requestOfValues(values as never);
    expect(request.styles).toHaveLength(1);
    expect(request.styles[0]?.id).toBe('s1');
    expect(request.resources[0]?.id).toBe('r1');
    expect(
      'id' in
        (requestOfValues({ ...emptyProductValues(), styles: [styleRow('新', 'New', '1')] }).styles[0] ?? {}),
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

  it('turns the styles and parameters into table rows, parameters numbered from 1', () => {
    const product = {
      ...emptyProductValues(),
      images: [],
      imageUrls: [],
      styles: [
        {
          id: 's1',
          name: { zh: '标准', en: 'Standard' },
          spec: '',
          unit: '',
          price: '3',
          currency: 'CNY',
          status: 0,
        },
      ],
      parameters: [{ name: { zh: '内径', en: 'Bore' }, value: '20 mm', sort: 0 }],
    } as unknown as ProductForm;
    const values = valuesOfProduct(product);
    expect(values.styles[0]).toMatchObject({ id: 's1', nameZh: '标准', nameEn: 'Standard', status: '0' });
    expect(values.parameters[0]).toMatchObject({ nameZh: '内径', value: '20 mm', sort: 1 });
  });
});
