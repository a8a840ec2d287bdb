import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MaskedField } from './MaskedField';

const PHONE = '+998 ## ###-##-##';
const DATE = '##.##.####';

function Form({ mask, onSubmit, defaultValue = '' }: { mask: string; onSubmit(value: string): void; defaultValue?: string }) {
  const { register, handleSubmit } = useForm<{ value: string }>({ defaultValues: { value: defaultValue } });
  return (
    <form onSubmit={handleSubmit((v) => onSubmit(v.value))}>
      <MaskedField label="Number" mask={mask} {...register('value')} />
      <button type="submit">Save</button>
    </form>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Number' }) as HTMLInputElement;
const caret = () => field().selectionStart;

describe('MaskedField', () => {
  it('formats as the player types and the form gets the formatted text', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form mask={DATE} onSubmit={onSubmit} />);
    await user.type(field(), '05011990');
    expect(field()).toHaveValue('05.01.1990');
    expect(caret()).toBe(10);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('05.01.1990');
  });

  it('ignores characters the mask does not take and a separator typed by hand', async () => {
    const user = userEvent.setup();
    render(<Form mask={DATE} onSubmit={jest.fn()} />);
    await user.type(field(), '05.x01/1990');
    expect(field()).toHaveValue('05.01.1990');
  });

  it('shows the mask’s prefix on entering, takes it away when nothing was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form mask={PHONE} onSubmit={onSubmit} />);
    await user.click(field());
    expect(field()).toHaveValue('+998 ');
    expect(caret()).toBe(5);
    await user.tab();
    expect(field()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('');
  });

  it('types a phone after the prefix', async () => {
    const user = userEvent.setup();
    render(<Form mask={PHONE} onSubmit={jest.fn()} />);
    await user.type(field(), '901234567');
    expect(field()).toHaveValue('+998 90 123-45-67');
    expect(caret()).toBe(17);
  });

  it('backspace over a literal deletes the digit before it, the caret stays put', async () => {
    const user = userEvent.setup();
    render(<Form mask={PHONE} onSubmit={jest.fn()} />);
    await user.type(field(), '901234567');
    // "+998 90 |123-45-67"
    field().setSelectionRange(8, 8);
    await user.keyboard('{Backspace}');
    expect(field()).toHaveValue('+998 91 234-56-7');
    expect(caret()).toBe(6);
  });

  it('deletes at the end without leaving a separator behind', async () => {
    const user = userEvent.setup();
    render(<Form mask={DATE} onSubmit={jest.fn()} />);
    await user.type(field(), '050');
    await user.keyboard('{Backspace}');
    expect(field()).toHaveValue('05');
    expect(caret()).toBe(2);
  });

  it('edits in the middle without the caret jumping to the end', async () => {
    const user = userEvent.setup();
    render(<Form mask={PHONE} onSubmit={jest.fn()} />);
    await user.type(field(), '901234567');
    // After "+998 90 1": type 5, then 8.
    field().setSelectionRange(9, 9);
    await user.keyboard('5');
    expect(field()).toHaveValue('+998 90 152-34-56');
    expect(caret()).toBe(10);
    await user.keyboard('8');
    expect(field()).toHaveValue('+998 90 158-23-45');
    expect(caret()).toBe(12);
  });

  it('pastes raw and formatted numbers, and the form learns the result', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form mask={PHONE} onSubmit={onSubmit} />);
    await user.click(field());
    await user.paste('+998 (90) 123 45 67');
    expect(field()).toHaveValue('+998 90 123-45-67');
    expect(caret()).toBe(17);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith('+998 90 123-45-67');

    await user.tripleClick(field());
    await user.paste('933334455');
    expect(field()).toHaveValue('+998 93 333-44-55');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith('+998 93 333-44-55');
  });

  it('takes a whole number put in at once (autofill) like a paste', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Form mask={PHONE} onSubmit={onSubmit} />);
    await user.click(field());
    fireEvent.change(field(), { target: { value: '+998 +998 90 123 45 67' } });
    expect(field()).toHaveValue('+998 90 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('+998 90 123-45-67');
  });

  it('formats what was typed again when the mask changes', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    function Switching() {
      const [mask, setMask] = useState('## ###-##-##');
      const { register, handleSubmit } = useForm<{ value: string }>({ defaultValues: { value: '' } });
      return (
        <form onSubmit={handleSubmit((v) => onSubmit(v.value))}>
          <MaskedField label="Number" mask={mask} {...register('value')} />
          <button type="button" onClick={() => setMask('(###) ###-##-##')}>
            Russia
          </button>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<Switching />);
    await user.type(field(), '9012345');
    await user.click(screen.getByRole('button', { name: 'Russia' }));
    expect(field()).toHaveValue('(901) 234-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('(901) 234-5');
  });

  it('is a plain field without a mask', async () => {
    const user = userEvent.setup();
    render(<MaskedField label="Number" mask={null} />);
    await user.type(field(), 'a-1 b');
    expect(field()).toHaveValue('a-1 b');
  });

  it('asks for the numeric keyboard when the mask takes digits only', () => {
    render(<MaskedField label="Number" mask={DATE} />);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
  });
});
