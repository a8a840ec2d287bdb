export { startNotices } from './notices';
