import { defineHandlers } from '../api/handler';
import { accountInfo, findAccount } from '../accounts/store';
import { completeRegistration } from './accounts';

export const socialHandlers = defineHandlers({
  async 'auth.completeRegistration'(ctx) {
    const { params, session } = ctx;
    await completeRegistration(ctx.db, session.account.id, {
      currency: params.currency,
      isSubscribed: params.is_subscribed,
      markBetting: params.mark_betting,
    });
    const account = await findAccount(ctx.db, session.account.id);
    return accountInfo(ctx.db, account ?? session.account);
  },
});
