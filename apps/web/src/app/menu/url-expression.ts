/** The values a menu URL may refer to; nothing else is ever substituted. */
export interface UrlExpressionValues {
  token: string;
  userId: string;
  username: string;
  tenantId: string;
  language: string;
}

export const URL_EXPRESSION_NAMES: readonly (keyof UrlExpressionValues)[] = [
  'token',
  'userId',
  'username',
  'tenantId',
  'language',
];

/** `{{ name }}` placeholders; what is between the braces is matched as text, never run. */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

export type UrlExpressionResult = { ok: true; url: string } | { ok: false; expression: string };

function isKnownName(name: string): name is keyof UrlExpressionValues {
  return (URL_EXPRESSION_NAMES as readonly string[]).includes(name);
}

/**
 * Replaces each `{{ name }}` in a menu URL by the URL-encoded value of a known name (token, userId,
 * username, tenantId, language). A placeholder holding anything else (an unknown name, a property access,
 * a call, an operator) refuses the whole URL: the expression is reported and no code is evaluated.
 */
export function evaluateUrlExpressions(url: string, values: UrlExpressionValues): UrlExpressionResult {
  let refused: string | null = null;
  const evaluated = url.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const name = inner.trim();
    if (refused === null && !isKnownName(name)) refused = placeholder;
    return isKnownName(name) ? encodeURIComponent(values[name]) : placeholder;
  });
  if (refused !== null) return { ok: false, expression: refused };
  // An unmatched "{{" left over is a malformed placeholder: refused as well.
  if (evaluated.includes('{{')) return { ok: false, expression: evaluated.slice(evaluated.indexOf('{{')) };
  return { ok: true, url: evaluated };
}
