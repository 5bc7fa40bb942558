import { z } from 'zod';
import type { LocalizedText } from './locale';

/** Bilingual business text as requests and answers carry it. */
export const localizedTextSchema: z.ZodType<LocalizedText> = z.object({ zh: z.string(), en: z.string() });
