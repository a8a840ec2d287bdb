/**
 * The one table of player API methods: HTTP verb, whether a session is needed, and whether the
 * answer is public (the same for every visitor).
 * Parameter and result schemas live beside it in `schemas.ts` (kept apart so the browser's
 * first load does not carry zod); `satisfies Record<MethodName, …>` there keeps the two tables
 * in step, and the server has a handler for every name here.
 *
 * Names are spelled exactly as spec §7 spells them, with their namespace.
 *
 * Deviation from spec §7: `auth.logout` is POST, not GET — state-changing calls are never GET
 * (OWASP ASVS), and the server refuses it by GET.
 *
 * Deviation from spec §7: `account.setDepositLimit` is not in the spec's list of calls; deposit
 * limits (spec §3) need a way to be set, and the profile's responsible-game page and the cashier
 * use this one.
 *
 * `account.getInfo` needs no session: a guest gets uid 0 (authenticated players have uid > 0),
 * the shell calls it at start.
 */
export type MethodSpec =
  | {
      verb: 'GET' | 'POST';
      /** A session is required; guests get AuthorizationException. */
      auth: true;
    }
  | {
      verb: 'GET' | 'POST';
      auth: false;
      /**
       * The answer is the same for every visitor: the server does not even look the session up
       * (browsers send the cookie with every call; the public catalogue should not pay for it).
       */
      public?: true;
    };

export const METHODS = {
  // account
  'account.getInfo': { verb: 'GET', auth: false },
  'account.getBalance': { verb: 'GET', auth: true },
  'account.getprofileinfo': { verb: 'GET', auth: true },
  'Account.getPersonalDataFields': { verb: 'GET', auth: true },
  'account.changelocale': { verb: 'POST', auth: false },
  'account.saveProfileInfo': { verb: 'POST', auth: true },
  'account.addcontact': { verb: 'POST', auth: true },
  'account.sendconfirmationtocontact': { verb: 'POST', auth: true },
  'account.confirmContact': { verb: 'POST', auth: true },
  'account.changeSubscription': { verb: 'POST', auth: true },
  'account.getContactPhoneSettings': { verb: 'GET', auth: true },
  'account.changepassword': { verb: 'POST', auth: true },
  'account.changefakename': { verb: 'POST', auth: true },
  'account.changeTwoFactorAuth': { verb: 'POST', auth: true },
  'account.confirmTwoFactorAuth': { verb: 'POST', auth: true },
  // metadata
  'metadata.getgeneralinfo': { verb: 'GET', auth: false, public: true },
  // auth
  'auth.login': { verb: 'POST', auth: false },
  'auth.logout': { verb: 'POST', auth: false },
  'auth.register': { verb: 'POST', auth: false },
  'auth.restore': { verb: 'POST', auth: false },
  'auth.registerTelegram': { verb: 'POST', auth: false },
  'auth.completeRegistration': { verb: 'POST', auth: true },
  // games
  'games.get': { verb: 'GET', auth: false, public: true },
  'games.getCategories': { verb: 'GET', auth: false, public: true },
  'games.getProviders': { verb: 'GET', auth: false, public: true },
  'games.getLikes': { verb: 'GET', auth: true },
  'games.addLike': { verb: 'POST', auth: true },
  'games.removeLike': { verb: 'POST', auth: true },
  'games.getHistory': { verb: 'GET', auth: true },
  // jackpots
  'Jackpots.get': { verb: 'GET', auth: false, public: true },
  'Jackpots.getWinners': { verb: 'GET', auth: false, public: true },
  // tournaments
  'tournaments.get': { verb: 'GET', auth: false },
  'leaderboard.get': { verb: 'GET', auth: false },
  'tournaments.participate': { verb: 'POST', auth: true },
  // promotions
  'campaigns.getoffers': { verb: 'GET', auth: false },
  'campaigns.activateOffer': { verb: 'POST', auth: true },
  'campaigns.checkPromocode': { verb: 'POST', auth: true },
  'campaigns.takepromotions': { verb: 'POST', auth: true },
  // bonuses and free spins (bonus money moves at activation, conversion and forfeit)
  'bonuses.get': { verb: 'GET', auth: true },
  'bonuses.activate': { verb: 'POST', auth: true },
  'bonuses.deactivate': { verb: 'POST', auth: true },
  'bonuses.remove': { verb: 'POST', auth: true },
  'BettingBonuses.get': { verb: 'GET', auth: true },
  'BettingBonuses.activate': { verb: 'POST', auth: true },
  'BettingBonuses.remove': { verb: 'POST', auth: true },
  'freespins.get': { verb: 'GET', auth: true },
  'banners.get': { verb: 'GET', auth: false, public: true },
  'popups.get': { verb: 'GET', auth: true },
  'cashbacks.get': { verb: 'GET', auth: true },
  // loyalty
  'loyalty.getinfo': { verb: 'GET', auth: true },
  'loyalty.getPrograms': { verb: 'GET', auth: false, public: true },
  'loyalty.getProgram': { verb: 'GET', auth: false, public: true },
  'loyalty.getcharacters': { verb: 'GET', auth: false, public: true },
  'loyalty.getproducts': { verb: 'GET', auth: false, public: true },
  // cashier and money (money-moving POSTs need an Idempotency-Key header)
  'account.getDepositLimit': { verb: 'GET', auth: true },
  'account.setDepositLimit': { verb: 'POST', auth: true },
  'account.getcurrencyrates': { verb: 'GET', auth: false },
  'cashier.getdepositsettings': { verb: 'GET', auth: true },
  'cashier.getwithdrawsettings': { verb: 'GET', auth: true },
  'cashier.getbanks': { verb: 'GET', auth: true },
  'cashier.getdepositinfo': { verb: 'GET', auth: true },
  'cashier.gethistory': { verb: 'GET', auth: true },
  'cashier.makedeposit': { verb: 'POST', auth: true },
  'cashier.makewithdrawal': { verb: 'POST', auth: true },
  'cashier.cancelwithdrawal': { verb: 'POST', auth: true },
} as const satisfies Record<string, MethodSpec>;

export type MethodName = keyof typeof METHODS;

export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(METHODS, name);
}
