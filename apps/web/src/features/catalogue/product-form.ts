import {
  ShelfStatus,
  type LocalizedText,
  type ProductAddRequest,
  type ProductForm,
  type ProductResourceInput,
  type StoredFilePath,
} from '@mall/shared';
import {
  parameterOfRow,
  parameterRow,
  partOfRow,
  partRow,
  styleOfRow,
  styleRow,
  type TableRow,
} from './product-rows';

/** An image of the form: the stored path sent back to the server and the URL to show it. */
export interface FormImage {
  path: StoredFilePath;
  url: string;
}

/**
 * What the product edit form holds: the add request, with images carrying their URLs and the styles,
 * parameters, accessories and suite contents as editable-table rows.
 */
export interface ProductFormValues extends Omit<
  ProductAddRequest,
  'images' | 'styles' | 'parameters' | 'accessories' | 'suites'
> {
  images: FormImage[];
  styles: TableRow[];
  parameters: TableRow[];
  accessories: TableRow[];
  suites: TableRow[];
}

const emptyText = (): LocalizedText => ({ zh: '', en: '' });

export const newResource = (): ProductResourceInput => ({
  title: emptyText(),
  date: null,
  version: '',
  comment: emptyText(),
  file: null,
  fileName: '',
});

/** A new product: off the shelves until staff put it on, neither hot nor recommended. */
export function emptyProductValues(): ProductFormValues {
  return {
    categoryId: '',
    code: '',
    name: emptyText(),
    model: '',
    brand: '',
    images: [],
    hot: false,
    recommend: false,
    status: ShelfStatus.offShelf,
    sortNo: 0,
    scenario: emptyText(),
    features: emptyText(),
    styles: [],
    parameters: [],
    resources: [],
    accessories: [],
    suites: [],
  };
}

/** The loaded product as form values (images paired with their URLs). */
export function valuesOfProduct(product: ProductForm): ProductFormValues {
  return {
    categoryId: product.categoryId,
    code: product.code,
    name: product.name,
    model: product.model,
    brand: product.brand,
    images: product.images.map((path, index) => ({ path, url: product.imageUrls[index] ?? '' })),
    hot: product.hot,
    recommend: product.recommend,
    status: product.status,
    sortNo: product.sortNo,
    scenario: product.scenario,
    features: product.features,
    styles: product.styles.map(styleRow),
    parameters: product.parameters.map(parameterRow),
    resources: product.resources,
    accessories: product.accessories.map(partRow),
    suites: product.suites.map(partRow),
  };
}

const text = (value: LocalizedText | undefined): LocalizedText => ({
  zh: (value?.zh ?? '').trim(),
  en: (value?.en ?? '').trim(),
});
const trim = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The add request from the form: texts trimmed, images as their stored paths, parameters numbered in the
 * order shown, an empty resource date as none, table rows as the server's inputs. Rows the form never filled (undefined) are dropped.
 */
export function requestOfValues(values: ProductFormValues): ProductAddRequest {
  const rows = <T>(list: readonly (T | undefined)[] | undefined) =>
    (list ?? []).filter((row): row is T => row !== undefined && row !== null);
  return {
    categoryId: values.categoryId,
    code: trim(values.code),
    name: text(values.name),
    model: trim(values.model),
    brand: trim(values.brand),
    images: rows(values.images).map((image) => image.path),
    hot: Boolean(values.hot),
    recommend: Boolean(values.recommend),
    status: values.status,
    sortNo: values.sortNo ?? 0,
    scenario: text(values.scenario),
    features: text(values.features),
    styles: rows(values.styles).map(styleOfRow),
    parameters: rows(values.parameters).map(parameterOfRow),
    resources: rows(values.resources).map((resource) => ({
      ...(resource.id ? { id: resource.id } : {}),
      title: text(resource.title),
      date: resource.date || null,
      version: trim(resource.version),
      comment: text(resource.comment),
      file: resource.file || null,
      fileName: trim(resource.fileName),
    })),
    accessories: rows(values.accessories).map(partOfRow),
    suites: rows(values.suites).map(partOfRow),
  };
}
