import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/**
 * An antd form rule from a field's shared zod schema: the form refuses what the server would, with
 * `message` (the UI's text) in place of zod's English. An empty optional value is left to the schema too.
 */
export function zodRule(schema: z.ZodType, message: string): Rule {
  return {
    validator: async (_, value: unknown) => {
      const input = typeof value === 'string' ? value.trim() : value;
      if (!schema.safeParse(input === '' ? undefined : input).success && !schema.safeParse(input).success) {
        throw new Error(message);
      }
    },
  };
}
