// The game page (spec §2: /game/{sysname}) and the frame other pages embed a provider game with.
export { GamePage } from './GamePage';
export { GameFrame } from './GameFrame';
export { useGame } from './useGame';
export { decideLaunch, fullscreenVisible, gameMessage, requestedMode, type LaunchDecision } from './rules';
