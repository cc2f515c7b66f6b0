import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { PasswordInput } from './password-input';
import { TextField } from './text-field';

describe('form fields', () => {
  it('shows and hides the password from the toggle', async () => {
    render(<PasswordInput label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('ties the label, the hint and the error to the input', () => {
    render(<TextField label="Username" hint="Letters and digits" error="Username is already taken" />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Letters and digits Username is already taken');
    expect(screen.getByRole('alert')).toHaveTextContent('Username is already taken');
  });

  it('has no error state or description when there is nothing to say', () => {
    render(<PasswordInput label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('labels a checkbox with rich content and describes it by its error', () => {
    render(
      <Checkbox
        label={
          <>
            I agree to the <a href="/terms">Terms</a>
          </>
        }
        error="Please agree"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms' });
    expect(box).toHaveAccessibleDescription('Please agree');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });
});
