import { z } from 'zod';
import { ZId } from './common';

/** Category as the API presents it (spec §3). */
export const ZCategory = z.object({
  _id: ZId,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type TCategory = z.infer<typeof ZCategory>;
