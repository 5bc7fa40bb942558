import { describe, expect, it } from 'vitest';
import {
  allDone,
  isImageFile,
  joinPaths,
  keepLast,
  moveItem,
  nameOfPath,
  shortName,
  splitPaths,
  uploadLimitOf,
  type UploadItem,
} from './upload-rules';

const item = (status: UploadItem['status']): UploadItem => ({
  uid: status,
  name: 'a.txt',
  size: 1,
  type: 'text/plain',
  status,
  percent: 0,
});

describe('upload rules', () => {
  it('takes only image types as images', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('keeps only the last N files with a number limit, all without one', () => {
    expect(keepLast([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(keepLast([1, 2], 2)).toEqual([1, 2]);
    expect(keepLast([1, 2, 3], undefined)).toEqual([1, 2, 3]);
    expect(keepLast([1, 2, 3], 0)).toEqual([1, 2, 3]);
  });

  it('reports the list only when every upload is done', () => {
    expect(allDone([item('done'), item('done')])).toBe(true);
    expect(allDone([item('done'), item('uploading')])).toBe(false);
    expect(allDone([item('error')])).toBe(false);
  });

  it('moves an item up or down, refusing up from the first and down from the last', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 'up')).toEqual({ list: ['b', 'a', 'c'] });
    expect(moveItem(['a', 'b', 'c'], 1, 'down')).toEqual({ list: ['a', 'c', 'b'] });
    expect(moveItem(['a', 'b', 'c'], 0, 'up')).toEqual({ refused: 'unknownOperation' });
    expect(moveItem(['a', 'b', 'c'], 2, 'down')).toEqual({ refused: 'alreadyAtEnd' });
  });

  it('cuts a name to 5 characters plus an ellipsis, counting characters not bytes', () => {
    expect(shortName('report.pdf')).toBe('repor…');
    expect(shortName('a.txt')).toBe('a.txt');
    expect(shortName('产品说明书.pdf')).toBe('产品说明书…');
  });

  it('reads the upload number from the extra JSON; anything else is no limit', () => {
    expect(uploadLimitOf('{"uploadnum": 3}')).toBe(3);
    expect(uploadLimitOf('{"uploadnum": "2"}')).toBe(2);
    expect(uploadLimitOf('{"uploadnum": 0}')).toBeUndefined();
    expect(uploadLimitOf('{"uploadnum": 1.5}')).toBeUndefined();
    expect(uploadLimitOf('not json')).toBeUndefined();
    expect(uploadLimitOf('null')).toBeUndefined();
    expect(uploadLimitOf(undefined)).toBeUndefined();
  });

  it('joins and splits paths, and names a path by its last segment', () => {
    expect(splitPaths(joinPaths(['temp/a.txt', 'temp/b.txt']))).toEqual(['temp/a.txt', 'temp/b.txt']);
    expect(splitPaths('')).toEqual([]);
    expect(splitPaths(null)).toEqual([]);
    expect(nameOfPath('temp/b.txt')).toBe('b.txt');
  });
});
