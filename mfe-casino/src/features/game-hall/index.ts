export { GameHallPage } from './GameHallPage';
