// The members slice's public face: its handlers, and the AdminUser columns that adding a company's
// admin (companies slice) answers with too.
export { memberHandlers } from './handlers'
export { adminUserColumns } from './repository'
