export { ProgrammePage } from './ProgrammePage';
export { ProgramPage } from './ProgramPage';
