import { screen } from '@testing-library/react';
import { bus } from '@casino/shared';
import type { CashbackItem } from '@casino/shared/api/schemas';
import type { RemoteUnderTest } from '@casino/shared/testing';
import { CampaignDialog } from './CampaignDialog';
import { UnseenCashbackDialog } from './UnseenCashbackDialog';
import { PromoCodeActivatedDialog } from './PromoCodeActivatedDialog';
import { offer } from '../../testing/fixtures';
import { startPromotions } from '../../testing/start';

let promotions: RemoteUnderTest;
afterEach(() => promotions?.stop());

const popup = (sysname: string, preview = false) => ({
  id: 1,
  sysname,
  preview,
  description: { title: `Popup ${sysname}`, text: 'Deposit today', image_url: '/content/media/offers/p.svg', link: '/offers/welcome-100', button: 'Take it' },
});

describe('campaign dialog', () => {
  it('loads the named popup and goes to its link, closing itself', async () => {
    promotions = await startPromotions({ api: { 'popups.get': { data: { items: [popup('spring')], total: 1 } } } });
    const closed: unknown[] = [];
    const off = bus.on('dialog:close', (p) => void closed.push(p));
    const { user } = await promotions.render(<CampaignDialog sysname="spring" dialogId="d1" />);
    expect(await screen.findByRole('heading', { name: 'Popup spring' })).toBeInTheDocument();
    expect(promotions.calls[0]?.query).toMatchObject({ sysname: 'spring', preview: '0' });
    await user.click(screen.getByRole('button', { name: 'Take it' }));
    expect(closed).toEqual([{ id: 'd1' }]);
    off();
  });

  it('marks a preview and asks for drafts', async () => {
    promotions = await startPromotions({ api: { 'popups.get': { data: { items: [popup('draft', true)], total: 1 } } } });
    await promotions.render(<CampaignDialog sysname="draft" preview />, { locale: 'ru' });
    expect(await screen.findByText('Предпросмотр')).toBeInTheDocument();
    expect(promotions.calls[0]?.query.preview).toBe('1');
  });

  it('says so when the popup is gone', async () => {
    promotions = await startPromotions({ api: { 'popups.get': { data: { items: [], total: 0 } } } });
    await promotions.render(<CampaignDialog sysname="gone" />);
    expect(await screen.findByText('Bu aksiya endi mavjud emas.')).toBeInTheDocument();
  });
});

const cashback = (patch: Partial<CashbackItem> = {}): CashbackItem => ({
  id: 5,
  status: 'active',
  amount: { amount: 12.5, currency: 'USD' },
  description: {},
  receiving_expired_at: 1_900_000_000,
  paid_out_at: null,
  end_date: 1_800_000_000,
  ...patch,
});

describe('unseen cashback and promo code dialogs', () => {
  beforeEach(async () => {
    promotions = await startPromotions();
  });

  it('shows an active cashback with its deadline, and a paid out one', async () => {
    await promotions.render(<UnseenCashbackDialog cashback={cashback()} />);
    expect(screen.getByText(/Keshbek .*12\.50.* faol/)).toBeInTheDocument();
    expect(screen.getByText(/gacha oling/)).toBeInTheDocument();
  });

  it('shows a paid out cashback in Russian', async () => {
    await promotions.render(<UnseenCashbackDialog cashback={cashback({ status: 'paid_out', receiving_expired_at: null })} />, { locale: 'ru' });
    expect(screen.getByText(/зачислен на счёт/)).toBeInTheDocument();
  });

  it('names the offer a promo code brought', async () => {
    await promotions.render(<PromoCodeActivatedDialog offer={offer(3, 'promo_code')} />);
    expect(screen.getByRole('heading', { name: 'Promokod faollashtirildi' })).toBeInTheDocument();
    expect(screen.getByText('«Offer 3» taklifi sizniki.')).toBeInTheDocument();
  });
});
