import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmPanel } from './ConfirmPanel';

function panel(onConfirm: () => Promise<void>, onCancel = jest.fn()) {
  render(
    <ConfirmPanel
      heading="Remove the bonus?"
      confirmLabel="Remove"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      describeError={(e) => `Failed: ${(e as Error).message}`}
    >
      <p>The bonus money is lost.</p>
    </ConfirmPanel>,
  );
  return onCancel;
}

describe('ConfirmPanel', () => {
  it('says what will happen and runs the action on yes', async () => {
    const onConfirm = jest.fn(async () => {});
    panel(onConfirm);
    expect(screen.getByRole('heading', { name: 'Remove the bonus?' })).toBeInTheDocument();
    expect(screen.getByText('The bonus money is lost.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a failure and lets the player try again', async () => {
    const onConfirm = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(undefined);
    panel(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: network');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancel leaves without the action', async () => {
    const onConfirm = jest.fn(async () => {});
    const onCancel = panel(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
