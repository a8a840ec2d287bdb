export { PageVitals } from './PageVitals';
