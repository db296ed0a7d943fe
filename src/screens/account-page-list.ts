/**
 * The features that draw an account page outside the popup, one line each. Apart from the popup's
 * feature list (feature-list.ts) so the popup's first open carries none of their manifests; the
 * layer rules let these two lists, and only them, import a feature's manifest.
 */
export { securityFeature } from '../features/security/index.ts';
