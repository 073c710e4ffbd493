import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads admin/i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './admin/i18n/en.json';

/** The dashboard's Categories and Services tabs (admin spec §2, §5, §8), word for word. */
export const catalogAdminText = catalogue(messages);

const t = catalogAdminText;

/** The spec's messages of those tabs, under the names the panels and their forms use. */
export const CATALOG_ADMIN_MESSAGES = {
  categoriesLoadFailed: t.categoriesLoadFailed(),
  categoryCreateFailed: t.categoryCreateFailed(),
  categoryUpdateFailed: t.categoryUpdateFailed(),
  categoryDeleteFailed: t.categoryDeleteFailed(),
  categoryCreated: t.categoryCreated(),
  categoryUpdated: t.categoryUpdated(),
  categoryDeleted: t.categoryDeleted(),
  categoryDeleteConfirm: t.categoryDeleteConfirm(),
  categoriesEmpty: t.categoriesEmpty(),
  serviceCreateFailed: t.serviceCreateFailed(),
  serviceUpdateFailed: t.serviceUpdateFailed(),
  serviceDeleteFailed: t.serviceDeleteFailed(),
  serviceCreated: t.serviceCreated(),
  serviceUpdated: t.serviceUpdated(),
  bufferHint: t.bufferHint(),
  serviceDeleted: t.serviceDeleted(),
  serviceDeleteConfirm: (name: string) => t.serviceDeleteConfirm({ name }),
  servicesEmpty: t.servicesEmpty(),
  servicesEmptyCreate: t.servicesEmptyCreate(),
  createFirstService: t.createFirstService(),
  fixFields: t.fixFields(),
} as const;
