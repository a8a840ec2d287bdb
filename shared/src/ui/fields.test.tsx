import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocaleStore } from '@casino/shared';
import { signInSchema, type SignInValues } from '@casino/shared/validation';
import { TextField } from './TextField';
import { PasswordField } from './PasswordField';
import { Checkbox } from './Checkbox';
import { Select } from './Select';
import { Button } from './Button';

afterEach(() => act(() => useLocaleStore.setState({ locale: 'uz' })));

/** The ids an element's aria-describedby names, as text. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('associates its label with the input', () => {
    render(<TextField label="E-mail" type="email" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input.id).not.toBe('');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBe(input);
  });

  it('keeps a given id', () => {
    render(<TextField label="Login" id="login" />);
    expect(screen.getByLabelText('Login')).toHaveAttribute('id', 'login');
  });

  it('gives two fields different ids', () => {
    render(
      <>
        <TextField label="A" />
        <TextField label="B" />
      </>,
    );
    expect(screen.getByLabelText('A').id).not.toBe(screen.getByLabelText('B').id);
  });

  it('links hint and error with aria-describedby and marks the input invalid', () => {
    const { rerender } = render(<TextField label="Login" hint="E-mail or phone" />);
    const input = screen.getByRole('textbox', { name: 'Login' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(description(input)).toEqual(['E-mail or phone']);
    expect(input).toHaveAccessibleDescription('E-mail or phone');

    rerender(<TextField label="Login" hint="E-mail or phone" error="Field is required" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(description(input)).toEqual(['E-mail or phone', 'Field is required']);
    expect(input).toHaveAccessibleDescription('E-mail or phone Field is required');
  });

  it('keeps a caller description first', () => {
    render(
      <>
        <p id="note">Note</p>
        <TextField label="Sum" aria-describedby="note" error="Min value is 10,000" />
      </>,
    );
    expect(description(screen.getByRole('textbox', { name: 'Sum' }))).toEqual(['Note', 'Min value is 10,000']);
  });

  it('can hide its label visually while keeping the name', () => {
    render(<TextField label="Search games" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Search games' })).toBeInTheDocument();
    expect(screen.getByText('Search games')).toHaveClass('visuallyHidden');
  });

  it('types and marks required fields', async () => {
    render(<TextField label="Name" required />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toBeRequired();
    await userEvent.type(input, 'Ali');
    expect(input).toHaveValue('Ali');
  });
});

describe('PasswordField', () => {
  it('hides the password and toggles it with a pressed button', async () => {
    render(<PasswordField label="Parol" />);
    const input = screen.getByLabelText('Parol');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = screen.getByRole('button', { name: 'Parolni koʻrsatish' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    expect(toggle).toHaveAttribute('type', 'button');

    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Parolni yashirish' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Parolni yashirish' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('speaks the page language and accepts its own labels', () => {
    act(() => useLocaleStore.setState({ locale: 'ru' }));
    const { rerender } = render(<PasswordField label="Пароль" />);
    expect(screen.getByRole('button', { name: 'Показать пароль' })).toBeInTheDocument();
    rerender(<PasswordField label="Пароль" showPasswordLabel="Show" />);
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
  });

  it('carries errors like a text field', () => {
    render(<PasswordField label="Parol" error="Min length is 6" autoComplete="new-password" />);
    const input = screen.getByLabelText('Parol');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Min length is 6');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
  });
});

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="I accept the terms" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('links its error', () => {
    render(<Checkbox label="Terms" error="Field is required" />);
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Field is required');
  });
});

describe('Select', () => {
  const options = [
    { value: 'UZS', label: 'Soʻm' },
    { value: 'USD', label: 'Dollar' },
    { value: 'EUR', label: 'Euro', disabled: true },
  ];

  it('is a labelled combobox with its options and placeholder', async () => {
    render(<Select label="Valyuta" options={options} placeholder="Tanlang" defaultValue="" hint="Keyin oʻzgartirib boʻlmaydi" />);
    const select = screen.getByRole('combobox', { name: 'Valyuta' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tanlang', 'Soʻm', 'Dollar', 'Euro']);
    expect(screen.getByRole('option', { name: 'Euro' })).toBeDisabled();
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Keyin oʻzgartirib boʻlmaydi');
    await userEvent.selectOptions(select, 'USD');
    expect(select).toHaveValue('USD');
  });

  it('links its error', () => {
    render(<Select label="Valyuta" options={options} error="Field is required" />);
    const select = screen.getByRole('combobox', { name: 'Valyuta' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Field is required');
  });
});

describe('fields with react-hook-form and the shared schemas', () => {
  function SignIn({ onSubmit }: { onSubmit: (values: SignInValues) => void }) {
    const { register, handleSubmit, formState } = useForm<SignInValues>({ resolver: zodResolver(signInSchema()) });
    return (
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField label="Login" {...register('login')} error={formState.errors.login?.message} />
        <PasswordField label="Password" {...register('password')} error={formState.errors.password?.message} />
        <Button type="submit">Sign in</Button>
      </form>
    );
  }

  it('shows the spec messages on the right fields and submits valid values', async () => {
    const onSubmit = jest.fn();
    render(<SignIn onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('textbox', { name: 'Login' })).toHaveAccessibleDescription('Field is required');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Field is required');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByRole('textbox', { name: 'Login' }), 'ali@mail.uz');
    await userEvent.type(password, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Min length is 6')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(password, 'def');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(onSubmit).toHaveBeenCalledWith({ login: 'ali@mail.uz', password: 'abcdef' }, expect.anything());
  });
});
