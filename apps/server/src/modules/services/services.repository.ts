import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { categories, services } from '@/db/schema';

export type ServiceRow = typeof services.$inferSelect & { categoryName: string; categoryNameAr: string | null };
export type ServiceValues = Pick<
  typeof services.$inferInsert,
  | 'name'
  | 'description'
  | 'nameAr'
  | 'descriptionAr'
  | 'price'
  | 'discount'
  | 'demandOnline'
  | 'bufferMinutes'
  | 'categoryId'
  | 'imageUrl'
>;

function selectServices(db: Executor) {
  return db
    .select({
      id: services.id,
      name: services.name,
      description: services.description,
      nameAr: services.nameAr,
      descriptionAr: services.descriptionAr,
      price: services.price,
      discount: services.discount,
      imageUrl: services.imageUrl,
      demandOnline: services.demandOnline,
      bufferMinutes: services.bufferMinutes,
      categoryId: services.categoryId,
      createdAt: services.createdAt,
      categoryName: categories.name,
      categoryNameAr: categories.nameAr,
    })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId));
}

export function listServices(db: Executor): Promise<ServiceRow[]> {
  return selectServices(db).orderBy(asc(categories.name), asc(services.name));
}

export async function findService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  const [row] = await selectServices(db).where(eq(services.id, id));
  return row;
}

export async function insertService(db: Executor, values: ServiceValues): Promise<string> {
  const [row] = await db.insert(services).values(values).returning({ id: services.id });
  return row!.id;
}

export async function updateService(db: Executor, id: string, values: Partial<ServiceValues>): Promise<boolean> {
  return (await db.update(services).set(values).where(eq(services.id, id)).returning({ id: services.id })).length > 0;
}

export async function deleteService(db: Executor, id: string): Promise<boolean> {
  return (await db.delete(services).where(eq(services.id, id)).returning({ id: services.id })).length > 0;
}
