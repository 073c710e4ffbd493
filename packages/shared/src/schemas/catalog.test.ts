import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ZAppointmentInput, ZCategoryInput, ZServiceInput, ZTherapistInput, ZWeeklyScheduleInput } from './catalog';

const m = MESSAGES.catalog;
const categoryId = '4f3c2a1b-0d9e-4f8a-9b7c-6d5e4f3a2b1c';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('catalog schemas', () => {
  it('read a multipart service form with text fields', () => {
    const parsed = ZServiceInput.parse({
      name: 'Gel Manicure',
      price: '150.50',
      discount: '',
      demandOnline: 'true',
      categoryId,
    });
    expect(parsed).toEqual({
      name: 'Gel Manicure',
      description: undefined,
      bufferMinutes: 0,
      price: 150.5,
      discount: 0,
      demandOnline: true,
      categoryId,
    });
  });

  it.each([
    [{ name: '' }, m.serviceNameRequired],
    [{ name: 'A' }, m.nameMin],
    [{ price: '' }, m.priceRequired],
    [{ price: undefined }, m.priceRequired],
    [{ price: '-1' }, m.pricePositive],
    [{ discount: '-5' }, m.discountPositive],
    [{ discount: '101' }, m.discountMax],
    [{ categoryId: '' }, m.categoryRequired],
  ])('service %j → spec message', (change, message) => {
    const input = { name: 'Gel Manicure', price: 150, discount: 10, demandOnline: true, categoryId, ...change };
    expect(firstMessage(ZServiceInput.safeParse(input))).toBe(message);
  });

  it.each([
    [{ name: '' }, m.categoryNameRequired],
    [{ name: 'N' }, m.nameMin],
    [{ description: '' }, m.descriptionRequired],
    [{ description: 'short' }, m.descriptionMin],
  ])('category %j → spec message', (change, message) => {
    const input = { name: 'Nails', description: 'All about nails and more', ...change };
    expect(firstMessage(ZCategoryInput.safeParse(input))).toBe(message);
  });

  it('therapist messages', () => {
    expect(firstMessage(ZTherapistInput.safeParse({ name: '', bio: 'Hair' }))).toBe(m.therapistNameRequired);
    expect(firstMessage(ZTherapistInput.safeParse({ name: 'Aisha', bio: ' ' }))).toBe(m.therapistBioRequired);
  });

  it.each([
    [{ serviceId: '' }, m.serviceIdRequired],
    [{ starttime: '' }, m.starttimeRequired],
    [{ duration: '' }, m.durationRequired],
    [{ duration: 0 }, m.durationMin],
  ])('slot %j → spec message', (change, message) => {
    const input = { serviceId: categoryId, starttime: '2030-01-01T09:00:00Z', duration: 60, ...change };
    expect(firstMessage(ZAppointmentInput.safeParse(input))).toBe(message);
  });

  it('weekly schedule messages', () => {
    expect(firstMessage(ZWeeklyScheduleInput.safeParse({ slots: [] }))).toBe(m.weekNoSlots);
    const slot = { starttime: '2030-01-01T09:00:00Z', duration: 60, serviceIds: [] };
    expect(firstMessage(ZWeeklyScheduleInput.safeParse({ slots: [slot] }))).toBe(m.weekNoServices);
    expect(
      firstMessage(
        ZWeeklyScheduleInput.safeParse({ slots: [{ ...slot, serviceIds: [categoryId], starttime: 'soon' }] }),
      ),
    ).toBe(m.weekInvalidDate);
  });
});
