/**
 * The admin PIN panel's code, fetched when a visitor opens the panel (routes/signed-out-routes.tsx), never with the
 * landing page: the feature exposes the dynamic import, so that the caller names no file inside the feature.
 */
export const loadAdminPinPanel = () => import('./admin-pin-panel');
