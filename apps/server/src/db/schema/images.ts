import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

import { bytea, createdAt } from './columns';

/**
 * Uploaded images (catalog photos), kept in PostgreSQL so every server process on every machine serves
 * them. One row per upload; its encodings (the sizes the pages ask for) in `image_variants`.
 */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
});

/** One encoding of an image: its bytes, type and pixel size, under a name such as 'w400' or 'original'. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.name] })],
);
