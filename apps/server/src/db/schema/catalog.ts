import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { createdAt, money } from './columns';

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** The Arabic name and description (issue 18); null: Arabic pages show the English. */
  nameAr: text('name_ar'),
  descriptionAr: text('description_ar'),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
});

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The Arabic name and description (issue 18); null: Arabic pages show the English. */
    nameAr: text('name_ar'),
    descriptionAr: text('description_ar'),
    price: money('price').notNull(),
    /** Percent, 0–100 (admin spec §5). */
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    imageUrl: text('image_url'),
    demandOnline: boolean('demand_online').notNull().default(true),
    /** Cleanup or preparation minutes after the service; each new slot copies it (migration 0009). */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_category_idx').on(t.categoryId),
    check('services_price_check', sql`${t.price} >= 0`),
    check('services_discount_check', sql`${t.discount} between 0 and 100`),
    check('services_buffer_minutes_check', sql`${t.bufferMinutes} between 0 and 240`),
  ],
);

export const therapists = pgTable(
  'therapists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Field of specialization (admin spec §3 shows it as `bio`). */
    bio: text('bio').notNull(),
    /** The Arabic field of specialization (issue 18); null: Arabic pages show the English. */
    bioAr: text('bio_ar'),
    imageUrl: text('image_url'),
    /** The therapist's own account, which sees their day (issue 15); one account per therapist at most. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('therapists_user_unique').on(t.userId)],
);
