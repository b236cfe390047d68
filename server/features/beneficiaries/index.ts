// The beneficiaries slice's public face: what the composition and other slices may use.
export { beneficiaryHandlers } from './handlers'
