// The system slice's public face: what the composition and other slices may use.
export { systemHandlers } from './handlers'
