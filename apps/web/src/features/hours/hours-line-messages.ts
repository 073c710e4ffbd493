/**
 * One line of the salon's week in the site's chrome, whole sentences a translation can reorder. In a module
 * of their own, apart from HOURS_UI: the first bundle (footer, side menu) carries a whole module, so it
 * carries only these two.
 */
export const HOURS_LINE = {
  open: (days: string, time: string) => `${days}, ${time}`,
  closed: (days: string) => `${days}: closed`,
};
