import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { MaintenanceNotices } from './MaintenanceNotices';
import { PausedPart, usePausedPart } from './PausedPart';
import { maintenanceStatusStore } from '../../platform/maintenance';

function Page({ path }: { path: string }) {
  const paused = usePausedPart(path);
  return paused ? <PausedPart part={paused} /> : <p>the page</p>;
}

const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const later = new Date(Date.now() + 7_200_000).toISOString();

describe('a paused part and the maintenance notices', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
  });
  afterEach(() => {
    maintenanceStatusStore.setState({ status: null, failed: false });
  });

  it("shows the operator's message in the paused part's place, the rest of the site as it is", async () => {
    act(() =>
      maintenanceStatusStore.setState({
        status: { viewing: false, windows: [{ scope: 'loyalty', message: 'Скоро вернёмся', starts_at: null, ends_at: null, active: true }] },
      }),
    );
    const loyalty = await renderWithProviders(<Page path="/ru/loyalty" />, { locale: 'ru', route: '/ru/loyalty', translations: { shell: ru } });
    expect(screen.getByRole('alert')).toHaveTextContent(ru.maintenance.parts.loyalty);
    expect(screen.getByRole('alert')).toHaveTextContent('Скоро вернёмся');
    loyalty.unmount();
    await renderWithProviders(<Page path="/ru/gamehall" />, { locale: 'ru', route: '/ru/gamehall', translations: { shell: ru } });
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('announces a window ahead, and tells an operator viewing the site what is paused', async () => {
    await renderWithProviders(<MaintenanceNotices />, { locale: 'uz', route: '/', translations: { shell: uz } });
    act(() =>
      maintenanceStatusStore.setState({
        status: {
          viewing: true,
          windows: [
            { scope: 'cashier', message: null, starts_at: inAnHour, ends_at: later, active: false },
            { scope: 'site', message: null, starts_at: null, ends_at: null, active: true },
          ],
        },
      }),
    );
    expect(screen.getByRole('complementary', { name: uz.maintenance.noticeLabel })).toHaveTextContent('Rejalashtirilgan texnik ishlar — Kassa');
    expect(screen.getByRole('complementary', { name: uz.maintenance.operatorLabel })).toHaveTextContent('butun sayt');
  });
});
