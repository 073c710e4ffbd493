/**
 * Where a 401 goes. Apart from the API client so the session provider, which is on every page, can
 * register its logout without bringing the client into the first bundle (the home page calls no API).
 */
let onUnauthorized: () => void = () => {};

/** The session provider registers its logout here, so a 401 from any call signs the user out. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export function notifyUnauthorized(): void {
  onUnauthorized();
}
