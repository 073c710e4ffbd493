export { SLOT_ERRORS } from './appointments.messages';
export { presentSlot } from './appointments.presenter';
export { appointmentsRoutes } from './appointments.routes';
export {
  countSlotsOfTherapist,
  createSlot,
  createWeek,
  deleteTherapistSlot,
  findSlotsByIds,
  insertSlots,
  offeredSlotsOfService,
  releaseFreeSlotsOfService,
  slotsOfTherapistBetween,
  updateTherapistSlot,
} from './appointments.service';
export { isOffered, noOverlappingHold, notOnDayOff, type SlotRow, slotColumns } from './slot-sql';
