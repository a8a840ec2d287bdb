export { shellDialogs } from './registry';
export { DialogHost, type RemoteDialogs } from './DialogHost';
