import { z } from 'zod';
import { ZId } from './common';

/** The stored texts of both languages, only in answers to an admin (docs/decisions.md, "Bilingual catalogue"). */
export const ZCategoryTexts = z.object({
  name: z.string(),
  nameAr: z.string().nullable(),
  description: z.string(),
  descriptionAr: z.string().nullable(),
});
export type TCategoryTexts = z.infer<typeof ZCategoryTexts>;

/** Category as the API presents it (spec §3); `name` and `description` in the request's language. */
export const ZCategory = z.object({
  _id: ZId,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  texts: ZCategoryTexts.optional(),
});
export type TCategory = z.infer<typeof ZCategory>;
