// The purchases slice's public face: what the composition and other slices may use.
export { purchaseHandlers } from './handlers'
