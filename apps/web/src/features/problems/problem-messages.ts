/** The Problems tab (admin spec §2, §4, §8), word for word, in one place to translate. */
export const PROBLEM_MESSAGES = {
  loadError: 'Error loading problems',
  retry: 'Retry',
  createFailed: 'Failed to create problem. Please try again.',
  updateFailed: 'Failed to update problem. Please try again.',
  deleteFailed: 'Failed to delete problem.',
  created: 'Problem created successfully!',
  updated: 'Problem updated successfully!',
  deleted: 'Problem deleted successfully!',
  // Not from the spec: the confirmation and empty state in the same form as the other tabs'.
  deleteConfirm: 'Are you sure you want to delete this problem?',
  empty: 'No problems found',
} as const;
