export { SecurityPage } from './SecurityPage';
