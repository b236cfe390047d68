export { activityHandlers } from './handlers'
