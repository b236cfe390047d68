// The companies slice's public face: what the composition and other slices may use.
export { companyHandlers } from './handlers'
