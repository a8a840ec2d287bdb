// Tournaments (spec §2: /tournaments, /tournaments/{id}, /tournaments/{id}/gamehall).
export { TournamentsPage } from './TournamentsPage';
export { TournamentPage } from './TournamentPage';
export { TournamentGamesPage } from './TournamentGamesPage';
export { replaceTournament, timeLeft, minBet, type TournamentLists } from './rules';
