// The accounts slice's public face: what the composition and other slices may use.
export { accountHandlers } from './handlers'
