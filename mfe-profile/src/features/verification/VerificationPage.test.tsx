import { act, screen, within } from '@testing-library/react';
import { useConfigStore, useSessionStore, type AccountInfo } from '@casino/shared';
import { resetStores, startRemoteForTest, type FakeRoutes, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { REVIEW_POLL_MS, VerificationPage } from './VerificationPage';
import { IdentityVerificationDialog } from './IdentityVerificationDialog';
import { canStart, originOf, providerEvent, verificationLink, verificationView } from './rules';

const money = (amount: number) => ({ amount, currency: 'USD' });
const ACCOUNT: AccountInfo = {
  uid: 100045,
  reg_time: 1_700_000_000,
  login: 'player@mail.uz',
  fakename: null,
  is_subscribed: false,
  balance_main: money(100),
  balance_bonus: money(0),
  balance_betting_bonus: money(0),
  balance_fun: money(1000),
  is_on_verification: false,
  is_verified: false,
  is_kyc_block_enabled: true,
  is_registration_completed: true,
  country_code: null,
  locale: 'uz',
  two_factor_auth: false,
};
const status = (value: string, reasons: string[] = []) => ({ data: { status: value, reasons, updated_at: 1_700_000_100 } });
const info = (over: Partial<AccountInfo> = {}) => ({ data: { ...ACCOUNT, ...over } });
const TOKEN = 'a'.repeat(43);

let profile: RemoteUnderTest;
afterEach(() => {
  profile.stop();
  resetStores();
});

async function open(api: FakeRoutes, locale: 'uz' | 'ru' = 'uz') {
  profile = await startRemoteForTest(app, { api: { 'account.getInfo': info(), ...api }, locale });
  act(() => useSessionStore.getState().setAccount(ACCOUNT));
  return profile.render(<VerificationPage />, { route: `${locale === 'ru' ? '/ru' : ''}/profile/verification` });
}

/** A message as the provider's page in the frame posts it. */
function fromFrame(frame: HTMLIFrameElement, data: unknown, origin = window.location.origin, source: MessageEventSource | null = frame.contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('/profile/verification', () => {
  it('asks again while in review and shows the decision when it comes, without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      await open({
        'sumsub.getApplicantStatus': [status('pending'), status('approved')],
        'account.getInfo': [info({ is_on_verification: true }), info({ is_verified: true })],
      });
      expect(await screen.findByText(uz.verification.status.inReview)).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(REVIEW_POLL_MS);
      });
      expect(await screen.findByText(uz.verification.status.approved)).toBeInTheDocument();
      expect(profile.callsTo('sumsub.getApplicantStatus')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("starts the provider's page in a frame and, once submitted there, shows the account in review (uz)", async () => {
    const { user } = await open({
      'sumsub.getApplicantStatus': [status('none'), status('pending')],
      'sumsub.createApplicant': { data: { applicant_id: 'b'.repeat(24), status: 'init' } },
      'sumsub.getAccessToken': { data: { token: TOKEN, user_id: '100045', url: `/platform/kyc/sdk?lang=uz#${TOKEN}`, expires_at: 1_700_000_700 } },
      'account.setUserOnVerification': { data: 1 },
      'account.getInfo': [info(), info({ is_on_verification: true })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: uz.verification.title })).toBeInTheDocument();
    expect(await screen.findByText(uz.verification.status.notStarted)).toBeInTheDocument();
    expect(screen.getByText(uz.verification.text.notStarted)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: uz.verification.start }));
    const frame = (await screen.findByTitle(uz.verification.frameTitle)) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(`/platform/kyc/sdk?lang=uz#${TOKEN}`);
    expect(profile.callsTo('sumsub.createApplicant')).toHaveLength(1);
    expect(profile.callsTo('sumsub.getAccessToken')).toHaveLength(1);

    // Other pages and other origins are not heard.
    fromFrame(frame, { type: 'idCheck.onApplicantSubmitted' }, 'https://evil.example');
    fromFrame(frame, { type: 'idCheck.onApplicantSubmitted' }, window.location.origin, window);
    fromFrame(frame, 'idCheck.onApplicantSubmitted');
    expect(profile.callsTo('account.setUserOnVerification')).toHaveLength(0);

    fromFrame(frame, { source: 'demo-kyc', type: 'idCheck.onApplicantSubmitted', applicantId: 'b'.repeat(24) });
    expect(await screen.findByText(uz.verification.submitted)).toBeInTheDocument();
    expect(await screen.findByText(uz.verification.status.inReview)).toBeInTheDocument();
    expect(screen.queryByTitle(uz.verification.frameTitle)).toBeNull();
    expect(screen.queryByRole('button', { name: uz.verification.start })).toBeNull();
    expect(profile.callsTo('account.setUserOnVerification')).toHaveLength(1);
    expect(useSessionStore.getState().account?.is_on_verification).toBe(true);
  });

  it('shows a review in progress without a way to start again (ru)', async () => {
    await open({ 'sumsub.getApplicantStatus': status('pending'), 'account.getInfo': info({ is_on_verification: true, locale: 'ru' }) }, 'ru');
    expect(await screen.findByText(ru.verification.status.inReview)).toBeInTheDocument();
    expect(screen.getByText(ru.verification.text.inReview)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ru.verification.start })).toBeNull();
  });

  it('shows an approved player as approved (uz)', async () => {
    await open({ 'sumsub.getApplicantStatus': status('approved'), 'account.getInfo': info({ is_verified: true }) });
    expect(await screen.findByText(uz.verification.status.approved)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an approved player as approved (ru)', async () => {
    await open({ 'sumsub.getApplicantStatus': status('none'), 'account.getInfo': info({ is_verified: true }) }, 'ru');
    expect(await screen.findByText(ru.verification.text.approved)).toBeInTheDocument();
    expect(screen.getByText(ru.verification.status.approved)).toBeInTheDocument();
  });

  it('tells a rejected player why and lets them try again (ru)', async () => {
    const { user } = await open(
      {
        'sumsub.getApplicantStatus': status('retry', ['UNSATISFACTORY_PHOTOS', 'SCREENSHOTS']),
        'sumsub.createApplicant': { data: { applicant_id: 'b'.repeat(24), status: 'retry' } },
        'sumsub.getAccessToken': { data: { token: TOKEN, user_id: '100045', url: `/platform/kyc/sdk?lang=ru#${TOKEN}`, expires_at: 1_700_000_700 } },
      },
      'ru',
    );
    expect(await screen.findByText(ru.verification.status.retry)).toBeInTheDocument();
    const reasons = screen.getByRole('list');
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([ru.verification.reasons.UNSATISFACTORY_PHOTOS, ru.verification.reasons.SCREENSHOTS]);
    await user.click(screen.getByRole('button', { name: ru.verification.retry }));
    const frame = (await screen.findByTitle(ru.verification.frameTitle)) as HTMLIFrameElement;
    // The page expired inside the frame: the player starts again.
    fromFrame(frame, { type: 'idCheck.onError', code: 'token_expired' });
    expect(await screen.findByRole('alert')).toHaveTextContent(ru.verification.expired);
    expect(screen.queryByTitle(ru.verification.frameTitle)).toBeNull();
    expect(screen.getByRole('button', { name: ru.verification.retry })).toBeInTheDocument();
  });

  it('sends a player rejected for good to support (uz)', async () => {
    await open({ 'sumsub.getApplicantStatus': status('rejected', ['FORGERY']) });
    expect(await screen.findByText(uz.verification.status.rejected)).toBeInTheDocument();
    expect(screen.getByText(uz.verification.reasons.FORGERY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: uz.verification.support })).toHaveAttribute('href', '/support');
    expect(screen.queryByRole('button', { name: uz.verification.start })).toBeNull();
  });

  it('shows a failed start and a failed load with a retry', async () => {
    const { user } = await open({
      'sumsub.getApplicantStatus': [{ networkError: true }, status('init')],
      'sumsub.createApplicant': { error: { type: 'TooManyRequestsException' } },
    });
    await user.click(await screen.findByRole('button', { name: uz.common.retry }));
    await user.click(await screen.findByRole('button', { name: uz.verification.start }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uz.errors.tooMany);
    expect(screen.queryByTitle(uz.verification.frameTitle)).toBeNull();
  });

  it('is not offered when the operator switched identity verification off', async () => {
    profile = await startRemoteForTest(app, { api: {} });
    act(() => useConfigStore.getState().setConfig({ 'prazer-config': { features: { identityVerification: false } } }));
    await profile.render(<VerificationPage />, { route: '/profile/verification' });
    expect(screen.getByText(uz.verification.unavailable)).toBeInTheDocument();
    expect(profile.calls).toHaveLength(0);
  });
});

describe('the identity verification dialog', () => {
  it('explains why and leads to the verification page (uz)', async () => {
    profile = await startRemoteForTest(app);
    const { user } = await profile.render(<IdentityVerificationDialog dialogId="dialog-7" />);
    expect(screen.getByRole('heading', { name: uz.verification.dialog.title })).toBeInTheDocument();
    expect(screen.getByText(uz.verification.dialog.text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: uz.verification.dialog.go }));
    expect(profile.events).toEqual([{ event: 'dialog:close', payload: { id: 'dialog-7' } }]);
    expect(profile.navigations).toEqual(['/profile/verification']);
  });

  it('closes on "later" and follows only a site link (ru)', async () => {
    profile = await startRemoteForTest(app, { locale: 'ru' });
    const { user } = await profile.render(<IdentityVerificationDialog link="//evil.example/x" />);
    await user.click(screen.getByRole('button', { name: ru.verification.dialog.later }));
    expect(profile.events).toEqual([{ event: 'dialog:close', payload: {} }]);
    await user.click(screen.getByRole('button', { name: ru.verification.dialog.go }));
    expect(profile.navigations).toEqual(['/profile/verification']);
  });
});

describe('verification rules', () => {
  it('map the server status and the session flags to what the page shows', () => {
    expect(verificationView('none', ACCOUNT)).toBe('notStarted');
    expect(verificationView('init', ACCOUNT)).toBe('notStarted');
    expect(verificationView('init', { ...ACCOUNT, is_on_verification: true })).toBe('inReview');
    expect(verificationView('pending', ACCOUNT)).toBe('inReview');
    expect(verificationView('retry', ACCOUNT)).toBe('retry');
    expect(verificationView('rejected', ACCOUNT)).toBe('rejected');
    expect(verificationView('none', { ...ACCOUNT, is_verified: true })).toBe('approved');
    expect(['notStarted', 'inReview', 'approved', 'retry', 'rejected'].filter((v) => canStart(v as never))).toEqual(['notStarted', 'retry']);
  });

  it("hear only the frame's own window and origin", () => {
    const frame = {};
    const origin = originOf('/platform/kyc/sdk?lang=uz#t', 'http://casino.test/profile/verification');
    expect(origin).toBe('http://casino.test');
    expect(providerEvent({ origin, source: frame as never, data: { type: 'idCheck.onApplicantSubmitted' } }, origin, frame)).toBe('submitted');
    expect(providerEvent({ origin, source: frame as never, data: { type: 'idCheck.onError', code: 'token_expired' } }, origin, frame)).toBe('expired');
    expect(providerEvent({ origin: 'http://evil.test', source: frame as never, data: { type: 'idCheck.onApplicantSubmitted' } }, origin, frame)).toBeNull();
    expect(providerEvent({ origin, source: {} as never, data: { type: 'idCheck.onApplicantSubmitted' } }, origin, frame)).toBeNull();
    expect(providerEvent({ origin, source: frame as never, data: { type: 'idCheck.onStepCompleted' } }, origin, frame)).toBeNull();
    expect(providerEvent({ origin, source: null, data: { type: 'idCheck.onApplicantSubmitted' } }, origin, null)).toBeNull();
  });

  it('follow the configured link only inside the site', () => {
    expect(verificationLink('/profile/verification?from=cashier')).toBe('/profile/verification?from=cashier');
    expect(verificationLink('https://evil.example')).toBe('/profile/verification');
    expect(verificationLink('//evil.example')).toBe('/profile/verification');
    expect(verificationLink('/\\evil.example')).toBe('/profile/verification');
    expect(verificationLink(undefined)).toBe('/profile/verification');
  });
});
