export { HeaderBadge } from './HeaderBadge';
