import {
  CATEGORY_CODE_PATTERN,
  DICT_CODE_PATTERN,
  EMAIL_PATTERN,
  ErrorKey,
  MOBILE_PATTERN,
  pickLocalized,
  POSITION_CODE_PATTERN,
  PRICE_PATTERN,
  PRODUCT_CODE_PATTERN,
  ROLE_CODE_PATTERN,
  USERNAME_PATTERN,
  type Locale,
  type LocalizedText,
} from '@mall/shared';
import { z } from 'zod';
import { AppError } from '../http/app-error';
import { isMessageKey, translate } from '../i18n/translate';

const zodZh = z.locales.zhCN();

/**
 * A pattern a schema checks, said in words: a row's reason names the rule as the add form does, never
 * the regular expression itself. Keyed by the pattern's `String(RegExp)`, the form zod reports it in.
 */
const PATTERN_RULES: ReadonlyMap<string, LocalizedText> = new Map(
  (
    [
      [USERNAME_PATTERN, { zh: '只能包含字母、数字和 _ . @ -', en: 'letters, digits and _ . @ - only' }],
      [MOBILE_PATTERN, { zh: '手机号格式不正确', en: 'not a valid phone number' }],
      [EMAIL_PATTERN, { zh: '请输入正确的邮箱', en: 'not a valid e-mail address' }],
      [PRODUCT_CODE_PATTERN, { zh: '只能包含字母、数字和 . _ - /', en: 'letters, digits and . _ - / only' }],
      [PRICE_PATTERN, { zh: '最多 9 位整数和 2 位小数', en: 'at most 9 integer digits and 2 decimals' }],
      [
        CATEGORY_CODE_PATTERN,
        {
          zh: '每级一个大写字母加两位数字，如 A01B02',
          en: 'one capital letter and two digits per level, e.g. A01B02',
        },
      ],
      [POSITION_CODE_PATTERN, { zh: '只能包含字母、数字、_ 和 -', en: 'letters, digits, _ and - only' }],
      [
        ROLE_CODE_PATTERN,
        {
          zh: '以字母开头，只能包含字母、数字和下划线',
          en: 'a letter, then letters, digits and underscores only',
        },
      ],
      [
        DICT_CODE_PATTERN,
        {
          zh: '以字母开头，只能包含字母、数字和下划线（最多 64 位）',
          en: 'a letter, then letters, digits and underscores only (at most 64)',
        },
      ],
    ] as const
  ).map(([pattern, words]) => [String(pattern), words]),
);

const FORMAT_INVALID: LocalizedText = { zh: '格式不正确', en: 'invalid format' };

/** A failed pattern in words: its rule when the pattern is known, else "invalid format". */
function patternMessage(pattern: string, locale: Locale): string {
  return pickLocalized(PATTERN_RULES.get(pattern) ?? FORMAT_INVALID, locale);
}

/** The column of an issue's path: its first segment, or what `columnOf` makes of the whole path. */
export type IssueColumn = (path: readonly PropertyKey[]) => string | undefined;

/**
 * Why a row's form failed its schema, in `locale`: each issue as "column title: message" (the first
 * three), the way the add form would have said it beside the field.
 */
export function issuesReason(
  error: z.ZodError,
  locale: Locale,
  titles: Readonly<Record<string, LocalizedText>>,
  columnOf: IssueColumn = (path) => (path[0] === undefined ? undefined : String(path[0])),
): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const column = columnOf(issue.path);
      const title = column && titles[column] ? pickLocalized(titles[column], locale) : column;
      const message =
        issue.code === 'invalid_type' && issue.input === undefined
          ? translate(locale, ErrorKey.required)
          : isMessageKey(issue.message)
            ? translate(locale, issue.message)
            : issue.code === 'invalid_format' && issue.format === 'regex'
              ? patternMessage(issue.pattern ?? '', locale)
              : locale === 'zh'
                ? ((zodZh.localeError(issue as never) as string | undefined) ?? issue.message)
                : issue.message;
      return title ? `${title}: ${message}` : message;
    })
    .join('; ');
}

/** Why a save refused a row, in `locale`: the refusal's field errors, else its message. */
export function refusalReason(error: unknown, locale: Locale): string | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.errors?.length) return error.errors.map((field) => field.message).join('; ');
  return translate(locale, error.i18nKey, error.params);
}

/**
 * Saves each form in file order with `save`, as the add form would: a refusal becomes that row's reason
 * (in `locale`) and the next row goes on; any other error ends the import. Answers null or the reason per form.
 */
export async function saveEach<T>(
  locale: Locale,
  forms: readonly T[],
  save: (form: T) => Promise<void>,
): Promise<(string | null)[]> {
  const reasons: (string | null)[] = [];
  for (const form of forms) {
    try {
      await save(form);
      reasons.push(null);
    } catch (error) {
      const reason = refusalReason(error, locale);
      if (reason === undefined) throw error;
      reasons.push(reason);
    }
  }
  return reasons;
}
