// A worker started by the prerendered pages' loader (apps/server/src/plugins/paint-first.ts). The first
// Intl formatter in a page loads the ICU data for the whole renderer process: 40 to 90 ms on a desktop,
// several times that on a phone. Done here, off the main thread, while the page's style sheet downloads,
// the app's own formatters later start at once instead of blocking the page as it becomes interactive.
self.onmessage = (event) => {
  const { locale, timeZone } = event.data ?? {};
  try {
    const instant = new Date();
    new Intl.DateTimeFormat(locale || undefined, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(instant);
    new Intl.NumberFormat(locale || undefined, { style: 'currency', currency: 'AED' }).format(1);
  } catch {
    // An unknown zone or locale: the app's own formatters report nothing either, they fall back.
  }
  self.close();
};
