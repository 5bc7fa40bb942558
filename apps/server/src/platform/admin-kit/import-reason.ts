import { ErrorKey, pickLocalized, type Locale, type LocalizedText } from '@mall/shared';
import { z } from 'zod';
import { AppError } from '../http/app-error';
import { isMessageKey, translate } from '../i18n/translate';

const zodZh = z.locales.zhCN();

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
