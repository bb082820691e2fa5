/**
 * The sync screen's route chunk: till-session's index names components, so the routes (on the first
 * route) reach it only through this lazily loaded module.
 */
export { SyncPage } from '../till-session';
