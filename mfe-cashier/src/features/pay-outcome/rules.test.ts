import { OUTCOME_BUTTON, outcomeView, settledPath, transactionId } from './rules';

describe('payment outcome pages', () => {
  it('show the transaction real status when it is known', () => {
    expect(outcomeView('success', 'success')).toBe('success');
    expect(outcomeView('success', 'pending')).toBe('pending');
    expect(outcomeView('success', 'fail')).toBe('fail');
    expect(outcomeView('fail', 'success')).toBe('success');
    expect(outcomeView('pending', 'cancel')).toBe('cancel');
    expect(outcomeView('fail', null)).toBe('fail');
    expect(outcomeView('cancel', null)).toBe('cancel');
  });

  it('keep the mobile and new-window texts while the payment is open elsewhere', () => {
    expect(outcomeView('mobile', 'pending')).toBe('mobile');
    expect(outcomeView('newwindow', 'pending')).toBe('newwindow');
    expect(outcomeView('newwindow', 'success')).toBe('success');
  });

  it('have the buttons of spec §2', () => {
    expect(OUTCOME_BUTTON).toEqual({ success: 'gamehall', fail: 'deposit', cancel: 'deposit', newwindow: 'deposit', pending: null, mobile: null });
  });

  it('move a settled payment to its page', () => {
    expect(settledPath(7, 'success')).toBe('/cashier/paysuccess/7');
    expect(settledPath(7, 'fail')).toBe('/cashier/payfail/7');
    expect(settledPath(7, 'cancel')).toBe('/cashier/paycancel');
  });

  it('read transaction ids', () => {
    expect([transactionId('42'), transactionId('0'), transactionId('x1'), transactionId(undefined), transactionId('1'.repeat(20))]).toEqual([
      42,
      null,
      null,
      null,
      null,
    ]);
  });
});
