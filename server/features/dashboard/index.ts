// The dashboard slice's public face: what the composition and other slices may use.
export { dashboardHandlers } from './handlers'
