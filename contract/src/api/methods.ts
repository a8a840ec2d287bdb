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
 * Deviation from spec §7: `notifications.get` and `notifications.markRead` are not in the spec's
 * list of calls, which names none for the player's own messages (spec §2 has the
 * /profile/notification page, §6 says notifications need authentication): the profile's page lists
 * them and marks them read, the header shows the unread count. A player only ever reaches their own.
 *
 * `account.unsubscribe` (spec §7, POST) needs no session: the signed token of the e-mail's
 * /unsubscribe link names the account and the contact, so a player unsubscribes from any device.
 *
 * Deviation from spec §7: `account.getRealityCheck`, `account.setRealityCheck` and
 * `account.setSelfExclusion` are not in the spec's list of calls; the responsible-game page
 * (spec §2, the responsible-gaming flag of §3) needs them: the reality-check interval and the
 * session's time and real-money result it shows, and time-outs and self-exclusions. An excluded
 * player's sign-in is refused with UserBannedException (spec §8: the user block page), its
 * `fields` naming the `reason` (`time_out`, `self_exclusion`) and `until` (ISO, '' when permanent).
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
  'account.unsubscribe': { verb: 'POST', auth: false },
  'account.setUserOnVerification': { verb: 'POST', auth: true },
  // identity verification (Sumsub-shaped). Deviation from spec §7: `sumsub.getApplicantStatus` is not
  // in the spec's list; the verification page needs the last decision (a rejection asks to try again).
  'sumsub.createApplicant': { verb: 'POST', auth: true },
  'sumsub.getAccessToken': { verb: 'POST', auth: true },
  'sumsub.getApplicantStatus': { verb: 'GET', auth: true },
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
  'games.gethistoryexportrequest': { verb: 'GET', auth: true },
  'games.createhistoryexportrequest': { verb: 'POST', auth: true },
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
  'cashbacks.payout': { verb: 'POST', auth: true },
  'cashbacks.remove': { verb: 'POST', auth: true },
  // loyalty
  'loyalty.getinfo': { verb: 'GET', auth: true },
  'loyalty.getPrograms': { verb: 'GET', auth: false, public: true },
  'loyalty.getProgram': { verb: 'GET', auth: false, public: true },
  'loyalty.getcharacters': { verb: 'GET', auth: false, public: true },
  'loyalty.getproducts': { verb: 'GET', auth: false, public: true },
  'loyalty.getnotifications': { verb: 'GET', auth: true },
  'loyalty.buyproduct': { verb: 'POST', auth: true },
  'loyalty.setcharacter': { verb: 'POST', auth: true },
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
  'cashier.canceldeposit': { verb: 'POST', auth: true },
  // the player's notifications
  'notifications.get': { verb: 'GET', auth: true },
  'notifications.markRead': { verb: 'POST', auth: true },
  // responsible gaming
  'account.getRealityCheck': { verb: 'GET', auth: true },
  'account.setRealityCheck': { verb: 'POST', auth: true },
  'account.setSelfExclusion': { verb: 'POST', auth: true },
  // the player's own key-value storage (follows them across devices), the account's currency
  'storage.get': { verb: 'GET', auth: true },
  'storage.getKeys': { verb: 'GET', auth: true },
  'storage.set': { verb: 'POST', auth: true },
  'account.setCurrency': { verb: 'POST', auth: true },
  // support, live chat, client events and page metadata. Deviation from spec §7: `events.handle`
  // is POST, not GET (it stores what it is sent; state-changing calls are never GET).
  'support.getsettings': { verb: 'GET', auth: false },
  'support.sendFeedback': { verb: 'POST', auth: false },
  'FreshChat.storeChatEvent': { verb: 'POST', auth: false },
  'events.handle': { verb: 'POST', auth: false },
  'metadata.get': { verb: 'GET', auth: false, public: true },
} as const satisfies Record<string, MethodSpec>;

export type MethodName = keyof typeof METHODS;

export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(METHODS, name);
}

/** API version sent with every call (spec §7, §9). */
export const API_VERSION = '2.34';
